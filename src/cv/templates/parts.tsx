/** Small pieces shared by the PDF templates. */
import { Image, Page, Text, View } from '@react-pdf/renderer';
import { Fragment, type ReactNode } from 'react';
import type { Styles } from '@react-pdf/renderer';
import type { CvView, ViewItem, ViewSection } from '../view';
import type { CvPhoto } from './types';
import type { StylesContext } from './styles-context';

export type Style = Styles[string];

/** Page size and the space a heading needs below it before it may end a page. */
export const PAGE_SIZE = 'A4';
export const KEEP_WITH_NEXT = 56;

/**
 * A section heading that is one line of text in the template's `heading` style, kept with what
 * follows it: the Heading of the templates that draw nothing beside the words.
 */
export function textHeading(styles: Pick<StylesContext<{ heading: Style }>, 'use'>) {
  return function Heading({ title }: { title: string }) {
    return (
      <Text style={styles.use().heading} minPresenceAhead={KEEP_WITH_NEXT}>
        {title}
      </Text>
    );
  };
}

/**
 * Letter spacing for small-caps style headings, kept at 0.05 em: wider gaps are read as
 * spaces by PDF text extraction ('E X P E R I E N C I A'), which hurts CV parsers (ATS).
 */
export const tracking = (fontSize: number) => Math.round(fontSize * 0.05 * 100) / 100;

/**
 * "2 / 3" at the bottom of every page, only when the CV has more than one page.
 * react-pdf resolves a unitless lineHeight twice for dynamic texts (it becomes huge and the
 * line is dropped), so neither this style nor the Page style may set lineHeight.
 */
export function PageNumber({ style }: { style: Style }) {
  return (
    <Text
      fixed
      style={[{ fontSize: 8, height: 14 }, style]}
      render={({ pageNumber, totalPages }) => (totalPages > 1 ? `${pageNumber} / ${totalPages}` : '')}
    />
  );
}

/** The words across every page of a preview (never in the paid PDF). */
export const WATERMARK_TEXT = 'VISTA PREVIA';

/**
 * 'VISTA PREVIA' across the middle of every page (fixed), drawn last so that it lies over
 * coloured bands too, light enough to read the CV through it. No fontFamily: it uses the
 * page's, the only family whose files the browser loaded for this template.
 */
export function Watermark() {
  return (
    <View fixed style={{ position: 'absolute', top: 0, bottom: 0, left: 0, right: 0, justifyContent: 'center', alignItems: 'center' }}>
      <Text style={{ fontSize: 76, fontWeight: 700, color: '#64748b', opacity: 0.22, letterSpacing: 4, transform: 'rotate(-52deg)' }}>{WATERMARK_TEXT}</Text>
    </View>
  );
}

/**
 * A template's page, the same frame in all of them: the template's styles (in the CV's colour)
 * for its inner components, the page number and, on a preview, the watermark over everything.
 */
export function TemplatePage<T extends { page: Style; footer: Style }>({
  Styles,
  styles,
  preview,
  children,
}: {
  Styles: StylesContext<T>;
  styles: T;
  preview?: boolean;
  children: ReactNode;
}) {
  return (
    <Styles.Provider value={styles}>
      <Page size={PAGE_SIZE} style={styles.page}>
        {children}
        <PageNumber style={styles.footer} />
        {preview ? <Watermark /> : null}
      </Page>
    </Styles.Provider>
  );
}

/**
 * An e-mail or a link in a narrow column: it may wrap after . @ / but never gets a hyphen
 * (the PDF text layout would add one inside the word, making another address). The pieces
 * are Texts in a wrapping row; short values stay one Text.
 */
export function AddressText({ value, style }: { value: string; style: Style }) {
  const pieces = value.includes(' ') ? [value] : value.split(/(?<=[.@/])/);
  if (pieces.length < 2) return <Text style={style}>{value}</Text>;
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap' }}>
      {pieces.map((piece, i) => (
        <Text key={i} style={style}>
          {piece}
        </Text>
      ))}
    </View>
  );
}

/** A list of names in `columns` columns (row by row, so it can break between rows), each with a small square bullet. */
export function BulletColumns({
  items,
  columns,
  textStyle,
  bulletColor,
  rowGap = 3,
}: {
  items: string[];
  columns: number;
  textStyle: Style;
  bulletColor: string;
  rowGap?: number;
}) {
  const rows: string[][] = [];
  for (let i = 0; i < items.length; i += columns) rows.push(items.slice(i, i + columns));
  return (
    <View>
      {rows.map((row) => (
        <View key={row[0]} wrap={false} style={{ flexDirection: 'row', marginBottom: rowGap }}>
          {row.map((item) => (
            <View key={item} style={{ width: `${100 / columns}%`, flexDirection: 'row', alignItems: 'center', paddingRight: 8 }}>
              <View style={{ width: 3.5, height: 3.5, backgroundColor: bulletColor, marginRight: 6 }} />
              <Text style={[textStyle, { flexGrow: 1, flexShrink: 1 }]}>{item}</Text>
            </View>
          ))}
        </View>
      ))}
    </View>
  );
}

/**
 * One education / certification / experience entry as two flow siblings (never wrap them
 * in a View): the head (kept whole) and the description (may break across pages).
 * As siblings, the head's minPresenceAhead works: a head never ends a page alone.
 */
export function Entry({
  head,
  description,
  descriptionStyle,
  gap,
}: {
  head: ReactNode;
  description: string;
  descriptionStyle: Style;
  gap: number;
}) {
  return (
    <>
      <View wrap={false} minPresenceAhead={description ? 28 : 0} style={description ? undefined : { marginBottom: gap }}>
        {head}
      </View>
      {description ? <Text style={[descriptionStyle, { marginBottom: gap }]}>{description}</Text> : null}
    </>
  );
}

type TitlePeriodStyles = { itemHead: Style; itemTitle: Style; period: Style; institution: Style };
export type TextSection = Extract<ViewSection, { kind: 'text' }>;
export type EntriesSection = Extract<ViewSection, { kind: 'entries' }>;
export type NamesSection = Extract<ViewSection, { kind: 'names' }>;

/**
 * The sections given (view.sections, or one column of sectionColumns(view)) in their order,
 * each drawn by the function of its kind. Fragments, not Views: a heading and its entries
 * stay flow siblings (see Entry).
 */
export function SectionsInOrder({
  sections,
  text,
  entries,
  names,
}: {
  sections: ViewSection[];
  text: (section: TextSection) => ReactNode;
  entries: (section: EntriesSection) => ReactNode;
  names: (section: NamesSection) => ReactNode;
}) {
  return (
    <>
      {sections.map((section) => (
        <Fragment key={section.key}>
          {section.kind === 'text' ? text(section) : section.kind === 'entries' ? entries(section) : names(section)}
        </Fragment>
      ))}
    </>
  );
}

/**
 * The body of every template that draws entries with TitlePeriodHead: each section in the
 * CV's order under the template's own heading; `Names` draws skills and languages (left out
 * of a side column by passing only sectionColumns(view).main).
 */
export function StandardSections({
  sections,
  Heading,
  Names,
  profileStyle,
  entryStyles,
  gap,
}: {
  sections: ViewSection[];
  Heading: (props: { title: string }) => ReactNode;
  Names: (props: { title: string; names: string[] }) => ReactNode;
  profileStyle: Style;
  entryStyles: TitlePeriodStyles & { description: Style };
  gap: number;
}) {
  return (
    <SectionsInOrder
      sections={sections}
      text={(s) => (
        <>
          <Heading title={s.title} />
          <Text style={profileStyle}>{s.text}</Text>
        </>
      )}
      entries={(s) => (
        <>
          <Heading title={s.title} />
          {s.items.map((item, i) => (
            <Entry key={i} gap={gap} description={item.description} descriptionStyle={entryStyles.description} head={<TitlePeriodHead item={item} styles={entryStyles} />} />
          ))}
        </>
      )}
      names={(s) => <Names title={s.title} names={s.names} />}
    />
  );
}

/** The name in the size the CV chose; nothing without a name. */
export function NameText({ view, style }: { view: CvView; style: Style }) {
  return view.name ? <Text style={[style, { fontSize: view.nameSizePt }]}>{view.name}</Text> : null;
}

/** The contacts in a wrapping row, each value after its label; nothing without contacts. */
export function LabelledContacts({
  view,
  styles,
  separator,
}: {
  view: CvView;
  styles: { contacts: Style; contact: Style; contactLabel: Style };
  separator: string;
}) {
  if (!view.contacts.length) return null;
  return (
    <View style={styles.contacts}>
      {view.contacts.map((c) => (
        <Text key={c.kind} style={styles.contact}>
          <Text style={styles.contactLabel}>
            {c.label}
            {separator}
          </Text>
          {c.value}
        </Text>
      ))}
    </View>
  );
}

/** A header row: its text (name, contacts) and, on the right, the photo when there is one. */
export function HeaderRow({
  styles,
  photo,
  wrap = true,
  children,
}: {
  styles: { row: Style; text: Style; photo: Style };
  photo?: CvPhoto | null;
  wrap?: boolean;
  children: ReactNode;
}) {
  return (
    <View style={styles.row} wrap={wrap}>
      <View style={styles.text}>{children}</View>
      {photo ? <Image style={styles.photo} src={photo} /> : null}
    </View>
  );
}

/**
 * The head of an entry as most templates draw it: title (or the institution when there is no
 * title) with the period on the same row, then the institution below it.
 */
export function TitlePeriodHead({ item, styles }: { item: ViewItem; styles: TitlePeriodStyles }) {
  return (
    <>
      <View style={styles.itemHead}>
        <Text style={styles.itemTitle}>{item.title || item.institution}</Text>
        {item.period ? <Text style={styles.period}>{item.period}</Text> : null}
      </View>
      {item.title && item.institution ? <Text style={styles.institution}>{item.institution}</Text> : null}
    </>
  );
}
