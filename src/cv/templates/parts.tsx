/** Small pieces shared by the PDF templates. */
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { Styles } from '@react-pdf/renderer';
import type { ViewItem } from '../view';

export type Style = Styles[string];

/** Page size and the space a heading needs below it before it may end a page. */
export const PAGE_SIZE = 'A4';
export const KEEP_WITH_NEXT = 56;

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

/**
 * The head of an entry as most templates draw it: title (or the institution when there is no
 * title) with the period on the same row, then the institution below it.
 */
export function TitlePeriodHead({ item, styles }: { item: ViewItem; styles: { itemHead: Style; itemTitle: Style; period: Style; institution: Style } }) {
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
