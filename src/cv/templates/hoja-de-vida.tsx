/**
 * Hoja de vida: the formal Bolivian layout. Name on top with the photo at the top right, then a
 * personal data table (name, profession or degree, phone, e-mail, address), then the sections
 * under ruled serif headings.
 */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import { professionOf, type CvView } from '../view';
import { templateInfo } from '../../shared/cv/templates';
import { BulletColumns, HeaderRow, NameText, TemplatePage, textHeading } from './parts';
import { SectionFlow } from './flow';
import type { CvTemplateProps } from './types';
import { recolourable, tint } from './palette';
import { stylesContext } from './styles-context';

const ACCENT = templateInfo(6).accent;
const CELL = '#e9eef5';
const INK = '#1c1c1c';
const MUTED = '#555d68';
const RULE = '#aab4c2';

const base = StyleSheet.create({
  page: { fontFamily: FONTS.lato, fontSize: 9.5, color: INK, paddingTop: 32, paddingBottom: 40, paddingHorizontal: 54 },
  header: { flexDirection: 'row', alignItems: 'flex-start', marginBottom: 6 },
  headerText: { flex: 1, paddingTop: 8 },
  name: { fontFamily: FONTS.serif, fontWeight: 700, color: ACCENT, lineHeight: 1.1 },
  profession: { fontSize: 11, lineHeight: 1.4, color: MUTED, marginTop: 4 },
  photo: { width: 76, height: 94, objectFit: 'cover', marginLeft: 18, borderWidth: 1, borderColor: RULE },
  heading: { fontFamily: FONTS.serif, fontSize: 10.5, lineHeight: 1.3, fontWeight: 700, color: ACCENT, textTransform: 'uppercase', marginTop: 8, marginBottom: 4, paddingBottom: 2, borderBottomWidth: 1.2, borderBottomColor: ACCENT },
  row: { flexDirection: 'row', borderBottomWidth: 0.6, borderBottomColor: RULE, borderLeftWidth: 0.6, borderLeftColor: RULE, borderRightWidth: 0.6, borderRightColor: RULE },
  firstRow: { borderTopWidth: 0.6, borderTopColor: RULE },
  cellLabel: { width: 150, paddingVertical: 2, paddingHorizontal: 8, backgroundColor: CELL, fontWeight: 700, fontSize: 9.5, lineHeight: 1.35 },
  cellValue: { flex: 1, paddingVertical: 2, paddingHorizontal: 8, fontSize: 9.5, lineHeight: 1.35, borderLeftWidth: 0.6, borderLeftColor: RULE },
  itemHead: { flexDirection: 'row', justifyContent: 'space-between' },
  itemTitle: { flexGrow: 1, flexShrink: 1, fontSize: 10, fontWeight: 700, lineHeight: 1.35 },
  period: { fontSize: 9, lineHeight: 1.45, color: MUTED, marginLeft: 12 },
  institution: { fontSize: 9.5, lineHeight: 1.4, fontStyle: 'italic', color: MUTED },
  description: { fontSize: 9.3, lineHeight: 1.45, marginTop: 2 },
  body: { fontSize: 9.3, lineHeight: 1.45, textAlign: 'justify' },
  listText: { fontSize: 9.5, lineHeight: 1.4 },
  bullet: { color: ACCENT },
  footer: { position: 'absolute', bottom: 22, left: 54, right: 54, textAlign: 'right', fontSize: 8, color: MUTED },
});
const stylesFor = recolourable(base, { [ACCENT]: (a) => a, [CELL]: (a) => tint(a, 0.9) });
const Styles = stylesContext(base);

const Heading = textHeading(Styles);

function Names({ names }: { names: string[] }) {
  const s = Styles.use();
  return <BulletColumns items={names} columns={4} textStyle={s.listText} bulletColor={s.bullet.color as string} />;
}

/** Name, profession or degree, phone, e-mail and address, the ones the CV has. */
function PersonalData({ view }: { view: CvView }) {
  const s = Styles.use();
  const { personal, contacts } = view.labels;
  const byKind = Object.fromEntries(view.contacts.map((c) => [c.kind, c.value]));
  const rows = [
    [personal.name, view.name],
    [personal.profession, professionOf(view)],
    [contacts.telefono, byKind.telefono],
    [contacts.correo, byKind.correo],
    [contacts.direccion, byKind.direccion],
  ].filter((r): r is [string, string] => Boolean(r[1]));
  if (!rows.length) return null;
  return (
    <>
      <Heading title={personal.title} />
      {rows.map(([label, value], i) => (
        <View key={label} style={i === 0 ? [s.row, s.firstRow] : s.row} wrap={false}>
          <Text style={s.cellLabel}>{label}</Text>
          <Text style={s.cellValue}>{value}</Text>
        </View>
      ))}
    </>
  );
}

export default function HojaDeVida({ view, photo, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  const profession = professionOf(view);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <HeaderRow styles={{ row: s.header, text: s.headerText, photo: s.photo }} photo={photo} wrap={false}>
        <NameText view={view} style={s.name} />
        {profession ? <Text style={s.profession}>{profession}</Text> : null}
      </HeaderRow>
      <PersonalData view={view} />
      <SectionFlow sections={view.sections} Heading={Heading} Names={Names} profileStyle={s.body} entryStyles={s} gap={8} />
    </TemplatePage>
  );
}
