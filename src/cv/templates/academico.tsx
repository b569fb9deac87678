/**
 * Académico: formal serif, the name and contacts centred, each entry's period in a left
 * column; custom sections (Publicaciones, Proyectos de investigación...) numbered 1, 2, 3.
 */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import type { ViewItem, ViewSection } from '../view';
import { isBuiltinSection } from '../../shared/cv/sections';
import { templateInfo } from '../../shared/cv/templates';
import { NameText, TemplatePage, tracking, textHeading } from './parts';
import { ContactLine, InlineNames, SectionFlow } from './flow';
import type { CvTemplateProps } from './types';
import { recolourable } from './palette';
import { stylesContext } from './styles-context';

const ACCENT = templateInfo(9).accent;
const INK = '#1a1a1a';
const MUTED = '#5a5a5a';
const DATE_COLUMN = 78;

const base = StyleSheet.create({
  page: { fontFamily: FONTS.serif, fontSize: 9, color: INK, paddingTop: 46, paddingBottom: 50, paddingHorizontal: 58 },
  name: { fontWeight: 700, color: INK, lineHeight: 1.2, textAlign: 'center' },
  contactRow: { justifyContent: 'center', marginTop: 6 },
  contact: { fontSize: 8.8, lineHeight: 1.45, color: MUTED, textAlign: 'center' },
  contactLabel: { fontStyle: 'italic' },
  rule: { borderTopWidth: 1.2, borderTopColor: ACCENT, borderBottomWidth: 0.4, borderBottomColor: ACCENT, height: 3, marginTop: 10, marginBottom: 2 },
  heading: { fontSize: 10.5, lineHeight: 1.3, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', letterSpacing: tracking(10.5), marginTop: 14, marginBottom: 6, paddingBottom: 2, borderBottomWidth: 0.5, borderBottomColor: ACCENT },
  itemHead: { flexDirection: 'row' },
  date: { width: DATE_COLUMN, flexShrink: 0, fontSize: 8.6, lineHeight: 1.45, color: MUTED },
  itemBody: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  itemTitle: { fontSize: 9.4, fontWeight: 700, lineHeight: 1.4 },
  institution: { fontSize: 9, fontStyle: 'italic', lineHeight: 1.4, color: MUTED },
  period: {},
  description: { fontSize: 9, lineHeight: 1.5, marginTop: 1.5, paddingLeft: DATE_COLUMN, textAlign: 'justify' },
  body: { fontSize: 9.2, lineHeight: 1.55, textAlign: 'justify' },
  footer: { position: 'absolute', bottom: 24, left: 58, right: 58, textAlign: 'center', fontSize: 8, color: MUTED },
});
const stylesFor = recolourable(base, { [ACCENT]: (a) => a });
const Styles = stylesContext(base);

const Heading = textHeading(Styles);

function Names({ names }: { names: string[] }) {
  return <InlineNames names={names} style={Styles.use().body} separator="; " />;
}

/** Period on the left; a numbered entry shows its number there ('1.'), the period after the institution. */
function Head({ item, number }: { item: ViewItem; number?: number }) {
  const s = Styles.use();
  const title = item.title || item.institution;
  const under = [item.title ? item.institution : '', number ? item.period : ''].filter(Boolean).join(', ');
  return (
    <View style={s.itemHead}>
      <Text style={s.date}>{number ? `${number}.` : item.period}</Text>
      <View style={s.itemBody}>
        <Text style={s.itemTitle}>{title}</Text>
        {under ? <Text style={s.institution}>{under}</Text> : null}
      </View>
    </View>
  );
}

const numbered = (section: ViewSection) => !isBuiltinSection(section.key);

export default function Academico({ view, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <NameText view={view} style={s.name} />
      <ContactLine view={view} style={s.contact} labelStyle={s.contactLabel} rowStyle={s.contactRow} />
      <View style={s.rule} />
      <SectionFlow sections={view.sections} Heading={Heading} Names={Names} Head={Head} numbered={numbered} profileStyle={s.body} entryStyles={s} gap={7} />
    </TemplatePage>
  );
}
