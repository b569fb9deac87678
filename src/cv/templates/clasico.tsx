/** Clásico: one serif column, name and contact on top, photo on the right, thin rules. */
import { StyleSheet, View } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import type { CvView } from '../view';
import { templateInfo } from '../../shared/cv/templates';
import { BulletColumns, HeaderRow, LabelledContacts, NameText, StandardSections, tracking, TemplatePage, textHeading } from './parts';
import type { CvTemplateProps } from './types';
import { recolourable } from './palette';
import { stylesContext } from './styles-context';

const ACCENT = templateInfo(1).accent;
const INK = '#1d1d1f';
const MUTED = '#5b6472';
const RULE = '#c9ced6';

const base = StyleSheet.create({
  page: { fontFamily: FONTS.serif, fontSize: 8.8, color: INK, paddingTop: 40, paddingBottom: 46, paddingHorizontal: 52 },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 10 },
  headerText: { flex: 1 },
  name: { fontWeight: 700, color: INK, lineHeight: 1.15 },
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 6 },
  contact: { fontFamily: FONTS.lato, fontSize: 9.5, lineHeight: 1.4, color: MUTED, marginRight: 14 },
  contactLabel: { fontWeight: 700, color: ACCENT },
  photo: { width: 70, height: 86, objectFit: 'cover', marginLeft: 18, borderWidth: 0.75, borderColor: RULE },
  rule: { borderTopWidth: 1.6, borderTopColor: ACCENT, borderBottomWidth: 0.5, borderBottomColor: ACCENT, height: 3.2, marginBottom: 4 },
  heading: { fontSize: 10.5, lineHeight: 1.3, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', letterSpacing: tracking(10.5), marginTop: 12, marginBottom: 6, paddingBottom: 3, borderBottomWidth: 0.6, borderBottomColor: RULE },
  itemHead: { flexDirection: 'row', justifyContent: 'space-between' },
  itemTitle: { flexGrow: 1, flexShrink: 1, fontSize: 9.6, fontWeight: 700, lineHeight: 1.35 },
  period: { fontFamily: FONTS.lato, fontSize: 9, lineHeight: 1.4, color: MUTED, marginLeft: 12 },
  institution: { fontStyle: 'italic', color: MUTED, fontSize: 8.8, lineHeight: 1.35 },
  body: { fontSize: 8.8, lineHeight: 1.5 },
  description: { fontSize: 8.8, lineHeight: 1.5, marginTop: 2.5 },
  listText: { fontSize: 8.8, lineHeight: 1.4 },
  bullet: { color: ACCENT },
  footer: { position: 'absolute', bottom: 22, left: 52, right: 52, textAlign: 'center', fontFamily: FONTS.lato, fontSize: 8, color: MUTED },
});
const stylesFor = recolourable(base, { [ACCENT]: (a) => a });
const Styles = stylesContext(base);

const Heading = textHeading(Styles);

function Names({ title, names }: { title: string; names: string[] }) {
  const s = Styles.use();
  if (!names.length) return null;
  return (
    <>
      <Heading title={title} />
      <BulletColumns items={names} columns={3} textStyle={s.listText} bulletColor={s.bullet.color as string} />
    </>
  );
}

function Header({ view, photo }: CvTemplateProps & { view: CvView }) {
  const s = Styles.use();
  return (
    <HeaderRow styles={{ row: s.header, text: s.headerText, photo: s.photo }} photo={photo}>
      <NameText view={view} style={s.name} />
      <LabelledContacts view={view} styles={s} separator=": " />
    </HeaderRow>
  );
}

export default function Clasico({ view, photo, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <Header view={view} photo={photo} />
      <View style={s.rule} />
      <StandardSections sections={view.sections} Heading={Heading} Names={Names} profileStyle={s.body} entryStyles={s} gap={7} />
    </TemplatePage>
  );
}
