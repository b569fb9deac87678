/** Moderno: coloured left sidebar (photo, contact, skills, languages) and a wide main column. */
import { Image, StyleSheet, Text, View } from '@react-pdf/renderer';
import { FONTS } from '../fonts';
import { sectionColumns, type CvView } from '../view';
import { templateInfo } from '../../shared/cv/templates';
import { AddressText, KEEP_WITH_NEXT, NameText, SectionsInOrder, StandardSections, tracking, TemplatePage } from './parts';
import type { CvTemplateProps } from './types';
import { recolourable, tint } from './palette';
import { stylesContext } from './styles-context';

const ACCENT = templateInfo(2).accent;
const SIDEBAR = 186;
const PAD_TOP = 36;
const PAD_BOTTOM = 40;
const INK = '#1f2a30';
const BODY = '#3a464d';
const MUTED = '#6b7a83';
const ON_ACCENT = '#ffffff';
const ON_ACCENT_SOFT = '#b9d3dc';
const ACCENT_LIGHT = '#2f6b7f';

const base = StyleSheet.create({
  page: { flexDirection: 'row-reverse', fontFamily: FONTS.sans, fontSize: 9, color: BODY, paddingTop: PAD_TOP, paddingBottom: PAD_BOTTOM },
  sidebarBg: { position: 'absolute', top: 0, bottom: 0, left: 0, width: SIDEBAR, backgroundColor: ACCENT },
  sidebar: { width: SIDEBAR, flexShrink: 0, paddingHorizontal: 20, color: ON_ACCENT },
  main: { flexGrow: 1, flexShrink: 1, flexBasis: 0, paddingLeft: 28, paddingRight: 34 },
  photo: { width: 118, height: 118, borderRadius: 59, objectFit: 'cover', alignSelf: 'center', marginBottom: 18, borderWidth: 3, borderColor: ACCENT_LIGHT },
  initials: { width: 104, height: 104, borderRadius: 52, alignSelf: 'center', marginBottom: 18, backgroundColor: ACCENT_LIGHT, justifyContent: 'center', alignItems: 'center' },
  initialsText: { fontSize: 34, lineHeight: 1, fontWeight: 700, color: ON_ACCENT, letterSpacing: 1 },
  sideHeading: { fontSize: 9.5, lineHeight: 1.3, fontWeight: 700, letterSpacing: tracking(9.5), textTransform: 'uppercase', color: ON_ACCENT, marginTop: 16, marginBottom: 8, paddingBottom: 4, borderBottomWidth: 0.75, borderBottomColor: ACCENT_LIGHT },
  contact: { marginBottom: 7 },
  contactLabel: { fontSize: 7, lineHeight: 1.3, letterSpacing: tracking(7), textTransform: 'uppercase', color: ON_ACCENT_SOFT },
  contactValue: { fontSize: 8.8, lineHeight: 1.35, color: ON_ACCENT },
  sideItem: { flexDirection: 'row', alignItems: 'center', marginBottom: 4.5 },
  sideDot: { width: 4, height: 4, borderRadius: 2, backgroundColor: ON_ACCENT_SOFT, marginRight: 7 },
  sideText: { flexGrow: 1, flexShrink: 1, fontSize: 8.8, lineHeight: 1.3, color: ON_ACCENT },
  name: { fontWeight: 700, color: INK, lineHeight: 1.1 },
  nameBar: { width: 46, height: 3, backgroundColor: ACCENT, marginTop: 10, marginBottom: 4 },
  heading: { flexDirection: 'row', alignItems: 'center', marginTop: 12, marginBottom: 8 },
  headingText: { fontSize: 11, lineHeight: 1.3, fontWeight: 700, letterSpacing: tracking(11), textTransform: 'uppercase', color: ACCENT },
  headingRule: { flexGrow: 1, height: 0.75, backgroundColor: '#d3dde1', marginLeft: 10 },
  body: { fontSize: 9, lineHeight: 1.5, color: BODY },
  itemHead: { flexDirection: 'row', alignItems: 'flex-start' },
  itemTitle: { flexGrow: 1, flexShrink: 1, fontSize: 10, lineHeight: 1.3, fontWeight: 700, color: INK },
  period: { fontSize: 8.5, lineHeight: 1.4, color: MUTED, marginLeft: 10 },
  institution: { fontSize: 9, lineHeight: 1.4, fontWeight: 700, color: ACCENT_LIGHT },
  description: { fontSize: 9, lineHeight: 1.5, color: BODY, marginTop: 2 },
  footer: { position: 'absolute', bottom: 18, left: SIDEBAR, right: 0, textAlign: 'center', fontSize: 7.5, color: MUTED },
});
const stylesFor = recolourable(base, { [ACCENT]: (a) => a, [ACCENT_LIGHT]: (a) => tint(a, 0.2), [ON_ACCENT_SOFT]: (a) => tint(a, 0.7) });
const Styles = stylesContext(base);

function SideList({ title, names }: { title: string; names: string[] }) {
  const s = Styles.use();
  if (!names.length) return null;
  return (
    <>
      <Text style={s.sideHeading} minPresenceAhead={30}>{title}</Text>
      {names.map((n) => (
        <View key={n} style={s.sideItem} wrap={false}>
          <View style={s.sideDot} />
          <Text style={s.sideText}>{n}</Text>
        </View>
      ))}
    </>
  );
}

function Sidebar({ view, photo }: CvTemplateProps & { view: CvView }) {
  const s = Styles.use();
  return (
    <View style={s.sidebar}>
      {photo ? (
        <Image style={s.photo} src={photo} />
      ) : view.initials ? (
        <View style={s.initials}>
          <Text style={s.initialsText}>{view.initials}</Text>
        </View>
      ) : null}
      {view.contacts.length ? (
        <View>
          <Text style={s.sideHeading}>{view.labels.headings.contacto}</Text>
          {view.contacts.map((c) => (
            <View key={c.kind} style={s.contact} wrap={false}>
              <Text style={s.contactLabel}>{c.label}</Text>
              <AddressText style={s.contactValue} value={c.value} />
            </View>
          ))}
        </View>
      ) : null}
      <SectionsInOrder sections={sectionColumns(view).side} text={() => null} entries={() => null} names={(sec) => <SideList title={sec.title} names={sec.names} />} />
    </View>
  );
}

function Heading({ title }: { title: string }) {
  const s = Styles.use();
  return (
    <View style={s.heading} minPresenceAhead={KEEP_WITH_NEXT} wrap={false}>
      <Text style={s.headingText}>{title}</Text>
      <View style={s.headingRule} />
    </View>
  );
}

export default function Moderno({ view, photo, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <View fixed style={[s.sidebarBg, { top: -PAD_TOP, bottom: -PAD_BOTTOM }]} />
      {/* Main column first (row-reverse draws it on the right): the PDF's text starts with the name, then the sections (issue 42). */}
      <View style={s.main}>
        {view.name ? (
          <View wrap={false}>
            <NameText view={view} style={s.name} />
            <View style={s.nameBar} />
          </View>
        ) : null}
        <StandardSections sections={sectionColumns(view).main} Heading={Heading} Names={SideList} profileStyle={s.body} entryStyles={s} gap={10} />
      </View>
      <Sidebar view={view} photo={photo} />
    </TemplatePage>
  );
}
