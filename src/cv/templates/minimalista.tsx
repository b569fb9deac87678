/** Minimalista: black on white, generous margins, headings in a narrow left column. */
import { StyleSheet, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { FONTS } from '../fonts';
import type { CvView, ViewItem } from '../view';
import { templateInfo } from '../../shared/cv/templates';
import { Entry, HeaderRow, NameText, SectionsInOrder, tracking, TemplatePage } from './parts';
import type { CvTemplateProps } from './types';
import { recolourable } from './palette';
import { stylesContext } from './styles-context';

const INK = templateInfo(4).accent;
const BODY = '#3d3d3d';
const MUTED = '#8a8a8a';
const LABEL_W = 112;
const PAD_X = 58;

const base = StyleSheet.create({
  page: { fontFamily: FONTS.sans, fontSize: 9, color: BODY, paddingTop: 56, paddingBottom: 54, paddingHorizontal: PAD_X },
  header: { flexDirection: 'row', alignItems: 'center', marginBottom: 30 },
  headerText: { flexGrow: 1, flexShrink: 1, flexBasis: 0 },
  name: { fontWeight: 400, color: INK, lineHeight: 1.1, letterSpacing: -0.3 },
  contacts: { flexDirection: 'row', flexWrap: 'wrap', marginTop: 10 },
  contact: { fontSize: 8.8, lineHeight: 1.5, color: MUTED, marginRight: 18 },
  photo: { width: 74, height: 74, borderRadius: 37, objectFit: 'cover', marginLeft: 20 },
  /** Content column; the section label sits in the left margin of the first entry. */
  block: { paddingLeft: LABEL_W },
  label: { position: 'absolute', left: 0, top: 1, width: LABEL_W - 14, fontSize: 7.8, lineHeight: 1.4, fontWeight: 700, letterSpacing: tracking(7.8), textTransform: 'uppercase', color: INK },
  sectionEnd: { height: 16 },
  body: { fontSize: 9, lineHeight: 1.6, color: BODY },
  period: { fontSize: 7.8, lineHeight: 1.4, letterSpacing: tracking(7.8), textTransform: 'uppercase', color: MUTED },
  itemTitle: { fontSize: 9.8, lineHeight: 1.4, fontWeight: 700, color: INK },
  institution: { fontSize: 9, lineHeight: 1.4, color: BODY },
  description: { fontSize: 9, lineHeight: 1.55, color: BODY, marginTop: 3, paddingLeft: LABEL_W },
  list: { fontSize: 9, lineHeight: 1.7, color: BODY },
  footer: { position: 'absolute', bottom: 26, left: PAD_X, right: PAD_X, textAlign: 'right', fontSize: 7.5, color: MUTED },
});
const stylesFor = recolourable(base, { [INK]: (a) => a });
const Styles = stylesContext(base);

/**
 * Names joined with dots; lines break only after a dot, never inside a name: non-breaking
 * spaces everywhere but one plain space per gap (react-pdf adds a hyphen at a run of spaces).
 */
const NBSP = '\u00a0';
const keepTogether = (names: string[]) =>
  names.map((n) => n.replace(/ /g, NBSP)).join(`${NBSP}${NBSP}·${NBSP}${NBSP} `);

/** The section label travels with the first entry (absolute, in the left margin). */
function Label({ text }: { text: string }) {
  const s = Styles.use();
  return <Text style={s.label}>{text}</Text>;
}

function Items({ title, items }: { title: string; items: ViewItem[] }) {
  const s = Styles.use();
  if (!items.length) return null;
  return (
    <>
      {items.map((item, i) => (
        <Entry
          key={i}
          gap={i === items.length - 1 ? 0 : 12}
          description={item.description}
          descriptionStyle={s.description}
          head={
            <View style={s.block}>
              {i === 0 ? <Label text={title} /> : null}
              {item.period ? <Text style={s.period}>{item.period}</Text> : null}
              <Text style={s.itemTitle}>{item.title || item.institution}</Text>
              {item.title && item.institution ? <Text style={s.institution}>{item.institution}</Text> : null}
            </View>
          }
        />
      ))}
      <View style={s.sectionEnd} />
    </>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const s = Styles.use();
  return (
    <>
      <View style={s.block}>
        <Label text={title} />
        {children}
      </View>
      <View style={s.sectionEnd} />
    </>
  );
}

function Header({ view, photo }: CvTemplateProps & { view: CvView }) {
  const s = Styles.use();
  return (
    <HeaderRow styles={{ row: s.header, text: s.headerText, photo: s.photo }} photo={photo} wrap={false}>
      <NameText view={view} style={s.name} />
      {view.contacts.length ? (
        <View style={s.contacts}>
          {view.contacts.map((c) => (
            <Text key={c.kind} style={s.contact}>{c.value}</Text>
          ))}
        </View>
      ) : null}
    </HeaderRow>
  );
}

export default function Minimalista({ view, photo, preview }: CvTemplateProps) {
  const s = stylesFor(view.accent);
  return (
    <TemplatePage Styles={Styles} styles={s} preview={preview}>
      <Header view={view} photo={photo} />
      <SectionsInOrder
        sections={view.sections}
        text={(sec) => (
          <Block title={sec.title}>
            <Text style={s.body}>{sec.text}</Text>
          </Block>
        )}
        entries={(sec) => <Items title={sec.title} items={sec.items} />}
        names={(sec) => (
          <Block title={sec.title}>
            <Text style={s.list}>{keepTogether(sec.names)}</Text>
          </Block>
        )}
      />
    </TemplatePage>
  );
}
