/**
 * Budgets of issue 42 (decision cv-templates-and-word.md):
 * - every CV template, the new ones included, renders a two-page CV with a photo on the server
 *   in <= 200 ms median; so does the Word file of the same CV;
 * - the wizard's JavaScript before first paint (entry + CreateCvPage and their static imports)
 *   stays <= 250 KB gzipped. BENCH_WEB_DIST=dir reuses a build (e.g. dist/web).
 *
 * Beside the times, before and after them in the same process (decision 103): a minimal fixed
 * react-pdf document and the fixed CPU workload of bench/reference.ts.
 *
 * Renders in production mode, as the server runs (bench/production-mode.ts).
 *
 *   npx tsx bench/cv-templates.bench.ts
 */
import './production-mode';
import { createElement } from 'react';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { sampleCv } from '../src/cv/samples';
import { TEMPLATE_INFO } from '../src/shared/cv/templates';
import type { CvDocument } from '../src/shared/cv/document';
import { renderCvPdf } from '../src/server/infra/pdf/render-cv';
import { renderCvDocx } from '../src/server/infra/docx/render-cv-docx';
import { testJpeg } from '../src/server/test/forms';
import { withWebBundles } from './web-bundles';
import { cpuReference, mergeReferences, timedReference, timings, type Reference } from './reference';
import { judgeBudgets, type Budget } from './verdict';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MS = 200;
const BUDGET_WIZARD_KB = 250;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The sample CV with enough experience to fill two pages (as bench/pdf-render.bench.ts). */
function twoPageCv(plantilla: number): CvDocument {
  const cv = sampleCv(plantilla);
  const extra = cv.experiencias.map((e) => ({ ...e, descripcion: `${e.descripcion} ${e.descripcion}` }));
  return { ...cv, experiencias: [...cv.experiencias, ...extra, ...extra, ...extra] };
}

const time = async (fn: () => Promise<unknown>) => median(await timings(fn, RUNS, 8));

const tinyPdf = () => renderToBuffer(createElement(Document, null, createElement(Page, { size: 'A4' }, createElement(Text, null, 'Chamba: referencia de 103'))));
const references = async (): Promise<Reference[]> => [await timedReference('cv-templates/react-pdf-minimo', 'documento react-pdf mínimo', tinyPdf, { runs: 15, warmUps: 10 }), await cpuReference('cv-templates')];

const photo = await sharp(await testJpeg(1200, 1200)).resize(800, 800).jpeg({ quality: 80 }).toBuffer();
// A cold process measures its own warm-up (JIT, lazy modules) first: that round is discarded,
// and every template is rendered a few times before any is timed (a server that has been up a
// while has rendered them all: timed first and alone, the first template paid react-pdf's
// warm-up for all the others, 150 ms against 60-84 for the rest on 2026-12-03).
// Then the references are sampled before and after every template (decision 103: this host's
// speed flips within seconds, so one sample before and one after say nothing of the run).
await references();
for (let round = 0; round < 3; round++) for (const t of TEMPLATE_INFO) await renderCvPdf(twoPageCv(t.id), photo);
const samples: Reference[][] = [await references()];
const rows: [string, number][] = [];
console.log(`Two-page CV with an 800x800 photo, ${RUNS} runs each (median ms, budget ${BUDGET_MS}):`);
for (const t of TEMPLATE_INFO) {
  const cv = twoPageCv(t.id);
  const pages = (await extractText(await getDocumentProxy(new Uint8Array(await renderCvPdf(cv, photo))))).totalPages;
  const ms = await time(() => renderCvPdf(cv, photo));
  samples.push(await references());
  rows.push([`PDF ${t.nombre.split(':')[0]} (${pages} páginas)`, ms]);
  console.log(`${t.id} ${t.nombre.split(':')[0].padEnd(14)} ${String(pages).padStart(2)} pages ${ms.toFixed(1).padStart(7)}`);
}
const word = await time(() => renderCvDocx(twoPageCv(1), photo));
rows.push(['Word (.docx)', word]);
console.log(`Word (.docx)                  ${word.toFixed(1).padStart(7)}`);
samples.push(await references());
const refs = mergeReferences(...samples);

// The fixed CPU workload decides, and the render scales with it (decision 103's 2026-12-03 amendment).
const budgets: Budget[] = rows.map(([name, figure]) => ({ name: `CV de 2 páginas, ${name}: mediana`, figure, unit: 'ms', limit: BUDGET_MS, references: refs, decidingKey: 'cv-templates/cpu', proportional: true }));

const wizardKb = withWebBundles(({ entry, chunk, closure, kb }) => kb(closure([...entry, ...[chunk('CreateCvPage')].filter((c): c is string => Boolean(c))])));
console.log(`Wizard (/crearcurriculum) JS before first paint: ${wizardKb.toFixed(1)} KB gzipped (budget ${BUDGET_WIZARD_KB})`);
budgets.push({ name: 'JS del asistente antes de pintar (/crearcurriculum)', figure: wizardKb, unit: 'KB', limit: BUDGET_WIZARD_KB, references: [], noReference: 'un tamaño' });

judgeBudgets('cv-templates', budgets);
process.exit(budgets.every((b) => b.figure <= b.limit) ? 0 : 1);
