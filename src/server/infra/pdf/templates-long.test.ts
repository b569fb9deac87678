/**
 * Issue 42: every template prints a long CV (8 jobs with long descriptions, 6 educations,
 * references, custom sections, an order of its own, a hidden section) over several pages, whole
 * and in reading order, with no heading or entry head left alone at the bottom of a page.
 *
 * Reading order is the order of the PDF's text (what pdf.js, pdftotext and applicant tracking
 * systems read): the name first, then the sections in the order of view.sections, each with all
 * its entries whole. A two-column template (Moderno) reads its main column in that order and its
 * side column (contact, skills, languages) in its own order, kept as view.sections has them.
 */
import { getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { longSectionsCv } from '../../../cv/samples';
import { TEMPLATES } from '../../../cv/templates';
import { pdfSafeStrings } from '../../../cv/pdf-text';
import { sectionColumns, toView, type CvView, type ViewSection } from '../../../cv/view';
import { renderCvPdf } from './render-cv';

/** Templates with a side column (sectionColumns(view).side: skills and languages). */
const TWO_COLUMNS = new Set([2]);

type Line = { y: number; text: string };
type Page = { stream: string; lines: Line[] };

const PAGE_NUMBER = /^\d+ \/ \d+$/;

async function readPages(pdf: Buffer): Promise<Page[]> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const pages: Page[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const items = ((await (await doc.getPage(n)).getTextContent()).items as { str: string; transform: number[] }[]).filter((it) => it.str.trim() && !PAGE_NUMBER.test(it.str.trim()));
    const byY = new Map<number, string[]>();
    for (const it of items) {
      const y = Math.round(it.transform[5]);
      const key = [...byY.keys()].find((k) => Math.abs(k - y) <= 2) ?? y;
      byY.set(key, [...(byY.get(key) ?? []), it.str]);
    }
    const lines = [...byY.entries()].sort((a, b) => b[0] - a[0]).map(([y, parts]) => ({ y, text: parts.join(' ') }));
    pages.push({ stream: items.map((it) => it.str).join(' '), lines });
  }
  return pages;
}

/** Compared without spaces or case: line breaks and text runs may split words anywhere. */
const squash = (s: string) => s.replace(/\s+/g, '').toLocaleLowerCase('es');

/**
 * The texts that must appear, in this order, for these sections: the heading, then each entry
 * whole (a group: its title, institution, period and description, in the order the template
 * draws them), or each name.
 */
function expected(sections: ViewSection[]): string[][] {
  return sections.flatMap((s) => [
    [s.title],
    ...(s.kind === 'text' ? [[s.text]] : s.kind === 'names' ? s.names.map((n) => [n]) : s.items.map((i) => [i.title, i.institution, i.period, i.description].filter(Boolean))),
  ]);
}

/** Each group found after the previous one (its parts in any order); the first missing part is returned. */
function firstOutOfOrder(text: string, groups: string[][]): string | null {
  let at = 0;
  for (const group of groups) {
    let end = at;
    for (const part of group) {
      const i = text.indexOf(squash(part), at);
      if (i < 0) return part;
      end = Math.max(end, i + squash(part).length);
    }
    at = end;
  }
  return null;
}

function headsWithText(view: CvView): Set<string> {
  const heads = new Set<string>(view.sections.map((s) => squash(s.title)));
  for (const s of view.sections) if (s.kind === 'entries') for (const i of s.items) if (i.description) for (const t of [i.title, i.institution]) if (t) heads.add(squash(t));
  return heads;
}

describe.each(TEMPLATES.map((t) => [t.id, t.nombre] as const))('template %i (%s): a long CV', (id) => {
  for (const language of ['es', 'en'] as const) {
    it(`prints whole, in reading order, over several pages (${language})`, async () => {
      const cv = { ...longSectionsCv(id), idiomaCv: language };
      const view = pdfSafeStrings(toView(cv));
      expect(view.sections.map((s) => s.key)).toEqual(['experiencia', 'perfil', 'personalizada-0', 'formacion', 'idiomas', 'referencias', 'personalizada-1', 'habilidades']);
      const pages = await readPages(await renderCvPdf(cv));
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const text = squash(pages.map((p) => p.stream).join(' '));

      expect(text.startsWith(squash(view.name)), 'the name comes first').toBe(true);
      const { main, side } = TWO_COLUMNS.has(id) ? sectionColumns(view) : { main: view.sections, side: [] };
      expect(firstOutOfOrder(text, [[view.name], ...expected(main)]), 'main column').toBeNull();
      expect(firstOutOfOrder(text, expected(side)), 'side column').toBeNull();
      // The hidden section is nowhere.
      expect(text).not.toContain(squash('Certificación profesional 1'));
      for (const heading of Object.values(view.labels.headings)) if (heading !== view.labels.headings.contacto && !view.sections.some((s) => s.title === heading)) expect(text).not.toContain(squash(heading));
    });
  }

  it('leaves no heading or entry head alone at the bottom of a page', async () => {
    const cv = longSectionsCv(id);
    const heads = headsWithText(pdfSafeStrings(toView(cv)));
    const pages = await readPages(await renderCvPdf(cv));
    pages.slice(0, -1).forEach((page, n) => {
      const last = page.lines.at(-1)!;
      expect(heads.has(squash(last.text)) || [...heads].some((h) => squash(last.text).startsWith(h) && h.length > 12), `page ${n + 1} ends with «${last.text}»`).toBe(false);
    });
  });
});
