/**
 * Creativo: a bold colour band with the name and a round photo, large coloured headings and a
 * coloured line along each entry. Still one column of real text, in reading order, for an ATS.
 */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import type { ViewItem } from '../view';
import { templateInfo } from '../../shared/cv/templates';
import { HeaderRow, LabelledContacts, NameText, TemplatePage, textHeading } from './parts';
import { SectionFlow } from './flow';
import type { CvTemplateProps } from './types';
import { recolourable, tint } from './palette';
import { stylesContext } from './styles-context';

const ACCENT = templateInfo(8).accent;
const SOFT = '#f6d9e4';
const LINE = '#e6a4bd';
const INK = '#22171c';
const BODY = '#3d3438';
const MUTED = '#76686e';
const PAD_X = 44;
const PAD_TOP = 40;

const base = StyleSheet.create({
  page: { fontFamily: FONTS.sans, fontSize: 9.4, color: BODY, paddingTop: PAD_TOP, paddingBottom: 46, paddingHorizontal: PAD_X },
  band: { marginTop: -PAD_TOP, marginHorizontal: -PAD_X, paddingHorizontal: PAD_X, paddingTop: 30, paddingBottom: 24, backgroundColor: ACCENT, flexDirection: 'row', alignItems: 'center', marginBottom: 6 },
  bandText: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  name: { fontWeight: 700, color: '#ffffff', lineHeight: 1.1, marginBottom: 8 },
  contacts: { flexDirection: 'row', flexWrap: 'wrap' },
  contact: { fontSize: 9, lineHeight: 1.5, color: '#ffffff', marginRight: 14 },
  contactLabel: { fontWeight: 700, color: SOFT },
  photo: { width: 92, height: 92, borderRadius: 46, objectFit: 'cover', borderWidth: 3, borderColor: '#ffffff', marginLeft: 20 },
  heading: { fontSize: 14, lineHeight: 1.25, fontWeight: 700, color: ACCENT, marginTop: 14, marginBottom: 6 },
  head: { borderLeftWidth: 2.5, borderLeftColor: LINE, paddingLeft: 10 },
  itemHead: { flexDirection: 'row', alignItems: 'flex-start' },
  itemTitle: { flexGrow: 1, flexShrink: 1, fontSize: 10.4, lineHeight: 1.3, fontWeight: 700, color: INK },
  period: { fontSize: 8.4, lineHeight: 1.3, fontWeight: 700, color: ACCENT, marginLeft: 10 },
  institution: { fontSize: 9.2, lineHeight: 1.4, color: MUTED },
  description: { fontSize: 9.4, lineHeight: 1.5, paddingTop: 2, borderLeftWidth: 2.5, borderLeftColor: LINE, paddingLeft: 10 },
  body: { fontSize: 9.8, lineHeight: 1.55, color: INK },
  chips: { flexDirection: 'row', flexWrap: 'wrap' },
  chip: { fontSize: 8.8, lineHeight: 1.2, color: INK, backgroundColor: SOFT, borderRadius: 8, paddingVertical: 3, paddingHorizontal: 8, marginRight: 5, marginBottom: 5 },
  footer: { position: 'absolute', bottom: 20, left: PAD_X, right: PAD_X, textAlign: 'right', fontSize: 8, color: MUTED },
});
const stylesFor = recolourable(base, { [ACCENT]: (a) => a, [SOFT]: (a) => tint(a, 0.85), [LINE]: (a) => tint(a, 0.55) });
const Styles = stylesContext(base);

const Heading = textHeading(Styles);

function Names({ names }: { names: string[] }) {
  const s = Styles.use();
  return (
    <View style={s.chips}>
      {names.map((n) => (
        <Text key={n} style={s.chip} wrap={false}>
          {n}
        </Text>
      ))}
    </View>
  );
}

function Head({ item }: { item: ViewItem }) {
  const s = Styles.use();
  return (
    <View style={s.head}>
      <View style={s.itemHead}>
        <Text style={s.itemTitle}>{item.title || item.institution}</Text>
        {item.period ? <Text style={s.period}>{item.period}</Text> : null}
      </View>
      {item.title && item.institution ? <Text style={s.institution}>{item.institution}</Text> : null}
    </View>
  );
}

export default function Creativo({ view, photo, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <HeaderRow styles={{ row: s.band, text: s.bandText, photo: s.photo }} photo={photo} wrap={false}>
        <NameText view={view} style={s.name} />
        <LabelledContacts view={view} styles={s} separator=": " />
      </HeaderRow>
      <SectionFlow sections={view.sections} Heading={Heading} Names={Names} Head={Head} profileStyle={s.body} entryStyles={s} gap={9} />
    </TemplatePage>
  );
}
