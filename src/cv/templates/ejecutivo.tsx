/** Ejecutivo: dark header band with name, contact and photo; entries with period tags; chips. */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import type { CvView } from '../view';
import { templateInfo } from '../../shared/cv/templates';
import { HeaderRow, KEEP_WITH_NEXT, LabelledContacts, NameText, StandardSections, tracking, TemplatePage } from './parts';
import type { CvTemplateProps } from './types';
import { recolourable } from './palette';
import { stylesContext } from './styles-context';

const NAVY = templateInfo(3).accent;
const GOLD = '#c9a227';
const INK = '#1e2633';
const BODY = '#3b4350';
const MUTED = '#707a89';
const PAD_X = 46;
const PAD_TOP = 40;

const base = StyleSheet.create({
  page: { fontFamily: FONTS.lato, fontSize: 9.5, color: BODY, paddingTop: PAD_TOP, paddingBottom: 44, paddingHorizontal: PAD_X },
  band: { marginTop: -PAD_TOP, marginHorizontal: -PAD_X, paddingHorizontal: PAD_X, paddingTop: 24, paddingBottom: 20, backgroundColor: NAVY, flexDirection: 'row', alignItems: 'center', marginBottom: 10 },
  bandText: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  name: { fontWeight: 700, color: '#ffffff', lineHeight: 1.1 },
  goldRule: { width: 54, height: 2.5, backgroundColor: GOLD, marginTop: 10, marginBottom: 10 },
  contacts: { flexDirection: 'row', flexWrap: 'wrap' },
  contact: { fontSize: 9, lineHeight: 1.5, color: '#d9dee7', marginRight: 16 },
  contactLabel: { fontWeight: 700, color: GOLD },
  photo: { width: 84, height: 84, borderRadius: 42, objectFit: 'cover', borderWidth: 3, borderColor: GOLD, marginLeft: 22 },
  profile: { fontSize: 10, lineHeight: 1.55, fontStyle: 'italic', color: INK, borderLeftWidth: 2.5, borderLeftColor: GOLD, paddingLeft: 12, marginBottom: 4 },
  heading: { flexDirection: 'row', alignItems: 'center', marginTop: 8, marginBottom: 7, paddingBottom: 4, borderBottomWidth: 0.75, borderBottomColor: '#d5dae2' },
  headingMark: { width: 7, height: 7, backgroundColor: GOLD, marginRight: 8 },
  headingText: { fontSize: 11.5, lineHeight: 1.3, fontWeight: 700, letterSpacing: tracking(11.5), textTransform: 'uppercase', color: NAVY },
  itemHead: { flexDirection: 'row', alignItems: 'center' },
  itemTitle: { flexGrow: 1, flexShrink: 1, fontSize: 10.5, lineHeight: 1.3, fontWeight: 700, color: INK },
  period: { fontSize: 8, lineHeight: 1.2, fontWeight: 700, color: NAVY, backgroundColor: '#f2ead2', paddingVertical: 2, paddingHorizontal: 6, borderRadius: 3, marginLeft: 10 },
  institution: { fontSize: 8.5, lineHeight: 1.5, letterSpacing: tracking(8.5), textTransform: 'uppercase', color: MUTED },
  description: { fontSize: 9.5, lineHeight: 1.5, color: BODY, marginTop: 2 },
  chips: { flexDirection: 'row', flexWrap: 'wrap' },
  chip: { fontSize: 8.8, lineHeight: 1.2, color: NAVY, backgroundColor: '#eef1f6', borderRadius: 3, paddingVertical: 3.5, paddingHorizontal: 8, marginRight: 6, marginBottom: 6 },
  footer: { position: 'absolute', bottom: 20, left: PAD_X, right: PAD_X, textAlign: 'right', fontSize: 8, color: MUTED },
});
const stylesFor = recolourable(base, { [NAVY]: (a) => a });
const Styles = stylesContext(base);

function Heading({ title }: { title: string }) {
  const s = Styles.use();
  return (
    <View style={s.heading} minPresenceAhead={KEEP_WITH_NEXT} wrap={false}>
      <View style={s.headingMark} />
      <Text style={s.headingText}>{title}</Text>
    </View>
  );
}

function Chips({ title, names }: { title: string; names: string[] }) {
  const s = Styles.use();
  if (!names.length) return null;
  return (
    <>
      <Heading title={title} />
      <View style={s.chips}>
        {names.map((n) => (
          <Text key={n} style={s.chip} wrap={false}>{n}</Text>
        ))}
      </View>
    </>
  );
}

function Band({ view, photo }: CvTemplateProps & { view: CvView }) {
  const s = Styles.use();
  return (
    <HeaderRow styles={{ row: s.band, text: s.bandText, photo: s.photo }} photo={photo} wrap={false}>
      <NameText view={view} style={s.name} />
      <View style={s.goldRule} />
      <LabelledContacts view={view} styles={s} separator="  " />
    </HeaderRow>
  );
}

export default function Ejecutivo({ view, photo, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <Band view={view} photo={photo} />
      <StandardSections sections={view.sections} Heading={Heading} Names={Chips} profileStyle={s.profile} entryStyles={s} gap={9} />
    </TemplatePage>
  );
}
