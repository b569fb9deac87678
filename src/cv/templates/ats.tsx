/**
 * ATS: one plain column for applicant tracking systems. No photo, no graphics but thin rules,
 * standard headings, one font; skills and languages as plain lines of text.
 */
import { StyleSheet } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import { templateInfo } from '../../shared/cv/templates';
import { NameText, TemplatePage, textHeading } from './parts';
import { ContactLine, InlineNames, SectionFlow } from './flow';
import type { CvTemplateProps } from './types';
import { recolourable } from './palette';
import { stylesContext } from './styles-context';

const ACCENT = templateInfo(5).accent;
const INK = '#111111';
const MUTED = '#444444';

const base = StyleSheet.create({
  page: { fontFamily: FONTS.sans, fontSize: 10, color: INK, paddingTop: 44, paddingBottom: 48, paddingHorizontal: 56 },
  name: { fontWeight: 700, color: INK, lineHeight: 1.15, marginBottom: 4 },
  contact: { fontSize: 9.5, lineHeight: 1.45, color: MUTED },
  contactLabel: { fontWeight: 700, color: INK },
  heading: { fontSize: 11.5, lineHeight: 1.3, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', marginTop: 14, marginBottom: 6, paddingBottom: 2, borderBottomWidth: 0.75, borderBottomColor: ACCENT },
  itemHead: { flexDirection: 'row', justifyContent: 'space-between' },
  itemTitle: { flexGrow: 1, flexShrink: 1, fontSize: 10.5, fontWeight: 700, lineHeight: 1.35 },
  period: { fontSize: 9.5, lineHeight: 1.45, color: MUTED, marginLeft: 12 },
  institution: { fontSize: 10, lineHeight: 1.4, color: MUTED },
  description: { fontSize: 10, lineHeight: 1.45, marginTop: 2 },
  body: { fontSize: 10, lineHeight: 1.45 },
  footer: { position: 'absolute', bottom: 22, left: 56, right: 56, textAlign: 'center', fontSize: 8, color: MUTED },
});
const stylesFor = recolourable(base, { [ACCENT]: (a) => a });
const Styles = stylesContext(base);

const Heading = textHeading(Styles);

function Names({ names }: { names: string[] }) {
  return <InlineNames names={names} style={Styles.use().body} separator=", " />;
}

export default function Ats({ view, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <NameText view={view} style={s.name} />
      <ContactLine view={view} style={s.contact} labelStyle={s.contactLabel} separator="  |  " />
      <SectionFlow sections={view.sections} Heading={Heading} Names={Names} profileStyle={s.body} entryStyles={s} gap={8} />
    </TemplatePage>
  );
}
