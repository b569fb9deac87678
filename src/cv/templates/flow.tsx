/**
 * The body of a one-column template: `view.sections` in the candidate's order, each under the
 * template's heading, as flow siblings (never one View per section) so that a heading's
 * minPresenceAhead and the Entry pattern of parts.tsx keep a heading with what follows it and
 * a long CV breaks between lines, never through one. Shared by the templates of issue 42.
 */
import { Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import type { CvView, ViewItem, ViewSection } from '../view';
import { TitlePeriodHead, type Style } from './parts';

export type EntryStyles = { itemHead: Style; itemTitle: Style; period: Style; institution: Style; description: Style };

export type FlowProps = {
  sections: ViewSection[];
  Heading: (props: { title: string }) => ReactNode;
  profileStyle: Style;
  entryStyles: EntryStyles;
  /** Space after each entry. */
  gap: number;
  /** How a skills / languages section draws its names (below its heading). */
  Names: (props: { names: string[] }) => ReactNode;
  /** The head of an entry; TitlePeriodHead by default. `number` is set for numbered sections. */
  Head?: (props: { item: ViewItem; number?: number }) => ReactNode;
  /** Sections whose entries are numbered 1, 2, 3 (the Académico's custom sections). */
  numbered?: (section: ViewSection) => boolean;
};

function SectionBody({ section, ...p }: FlowProps & { section: ViewSection }) {
  if (section.kind === 'text') return <Text style={p.profileStyle}>{section.text}</Text>;
  if (section.kind === 'names') return <p.Names names={section.names} />;
  const numbered = p.numbered?.(section) ?? false;
  return (
    <>
      {section.items.map((item, i) => (
        <FlowEntry
          key={i}
          gap={i === 0 ? 0 : p.gap}
          description={item.description}
          descriptionStyle={p.entryStyles.description}
          head={p.Head ? <p.Head item={item} number={numbered ? i + 1 : undefined} /> : <TitlePeriodHead item={item} styles={p.entryStyles} />}
        />
      ))}
    </>
  );
}

/**
 * An entry as two flow siblings, like parts.tsx Entry: the head (kept whole, never last on a
 * page) and the description (may break across pages). The space between entries is the head's
 * top margin, not the description's bottom one: react-pdf counts a bottom margin in the room a
 * text needs, so a description that fits with a few points to spare, but not its margin, went
 * whole to the next page and left its head alone at the bottom of the page.
 */
function FlowEntry({ head, description, descriptionStyle, gap }: { head: ReactNode; description: string; descriptionStyle: Style; gap: number }) {
  return (
    <>
      <View wrap={false} minPresenceAhead={description ? 28 : 0} style={{ marginTop: gap }}>
        {head}
      </View>
      {description ? <Text style={descriptionStyle}>{description}</Text> : null}
    </>
  );
}

/** Every section of the view, in order, under its heading. */
export function SectionFlow(props: FlowProps) {
  return (
    <>
      {props.sections.map((section) => (
        <SectionPart key={section.key} section={section} {...props} />
      ))}
    </>
  );
}

function SectionPart({ section, ...p }: FlowProps & { section: ViewSection }) {
  return (
    <>
      <p.Heading title={section.title} />
      <SectionBody section={section} {...p} />
    </>
  );
}

/** Names as one line of text, 'A · B · C' (what an ATS reads best); wraps between names. */
export function InlineNames({ names, style, separator = ' · ' }: { names: string[]; style: Style; separator?: string }) {
  return <Text style={style}>{names.join(separator)}</Text>;
}

/** Contacts as one wrapping line, 'Correo: a · Teléfono: b', each value after its label. */
export function ContactLine({
  view,
  style,
  labelStyle,
  rowStyle,
  separator = ' · ',
}: {
  view: CvView;
  style: Style;
  labelStyle: Style;
  rowStyle?: Style;
  separator?: string;
}) {
  if (!view.contacts.length) return null;
  return (
    <View style={[{ flexDirection: 'row', flexWrap: 'wrap' }, rowStyle ?? {}]}>
      {view.contacts.map((c, i) => (
        <Text key={c.kind} style={style}>
          <Text style={labelStyle}>{c.label}: </Text>
          {c.value}
          {i < view.contacts.length - 1 ? separator : ''}
        </Text>
      ))}
    </View>
  );
}
