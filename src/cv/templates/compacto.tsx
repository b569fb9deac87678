/**
 * Compacto: dense, aims at one page. Small margins and type, each entry's title, institution
 * and period on one line, skills and languages as runs of text.
 */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import type { ViewItem } from '../view';
import { templateInfo } from '../../shared/cv/templates';
import { NameText, TemplatePage, textHeading } from './parts';
import { ContactLine, InlineNames, SectionFlow } from './flow';
import type { CvTemplateProps } from './types';
import { recolourable } from './palette';
import { stylesContext } from './styles-context';

const ACCENT = templateInfo(7).accent;
const INK = '#1f2328';
const MUTED = '#5f6670';

const base = StyleSheet.create({
  page: { fontFamily: FONTS.lato, fontSize: 8.6, color: INK, paddingTop: 28, paddingBottom: 36, paddingHorizontal: 34 },
  name: { fontWeight: 700, color: ACCENT, lineHeight: 1.1, marginBottom: 3 },
  contact: { fontSize: 8.4, lineHeight: 1.4, color: MUTED },
  contactLabel: { fontWeight: 700, color: INK },
  rule: { height: 1.5, backgroundColor: ACCENT, marginTop: 5, marginBottom: 1 },
  heading: { fontSize: 9.2, lineHeight: 1.25, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', marginTop: 8, marginBottom: 3, paddingLeft: 5, borderLeftWidth: 2.5, borderLeftColor: ACCENT },
  itemHead: { flexDirection: 'row', justifyContent: 'space-between' },
  itemLine: { flexGrow: 1, flexShrink: 1, fontSize: 8.8, lineHeight: 1.3 },
  itemTitle: { fontWeight: 700 },
  institution: { color: MUTED },
  period: { fontSize: 8.2, lineHeight: 1.35, color: MUTED, marginLeft: 10 },
  description: { fontSize: 8.6, lineHeight: 1.35, marginTop: 1 },
  body: { fontSize: 8.6, lineHeight: 1.35 },
  footer: { position: 'absolute', bottom: 16, left: 34, right: 34, textAlign: 'right', fontSize: 7.5, color: MUTED },
});
const stylesFor = recolourable(base, { [ACCENT]: (a) => a });
const Styles = stylesContext(base);

const Heading = textHeading(Styles);

function Names({ names }: { names: string[] }) {
  return <InlineNames names={names} style={Styles.use().body} />;
}

/** 'Title, Institution' and the period on the same line. */
function Head({ item }: { item: ViewItem }) {
  const s = Styles.use();
  const title = item.title || item.institution;
  return (
    <View style={s.itemHead}>
      <Text style={s.itemLine}>
        <Text style={s.itemTitle}>{title}</Text>
        {item.title && item.institution ? <Text style={s.institution}>{`, ${item.institution}`}</Text> : null}
      </Text>
      {item.period ? <Text style={s.period}>{item.period}</Text> : null}
    </View>
  );
}

export default function Compacto({ view, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <NameText view={view} style={s.name} />
      <ContactLine view={view} style={s.contact} labelStyle={s.contactLabel} />
      <View style={s.rule} />
      <SectionFlow sections={view.sections} Heading={Heading} Names={Names} Head={Head} profileStyle={s.body} entryStyles={s} gap={4.5} />
    </TemplatePage>
  );
}
