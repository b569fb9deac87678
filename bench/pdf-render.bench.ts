/**
 * Budgets (DESIGN.md, issue 4):
 * - CV PDF: a two-page CV rendered on the server in <= 200 ms median (every template, with a
 *   photo), and the same through GET /api/generate-pdf2/{Curriculum} (database, storage, auth).
 * - react-pdf loads only on the CV pages: public pages (home, search, job detail) stay under
 *   150 KB of initial JavaScript, gzipped. Measured on a production build of the web client
 *   (BENCH_WEB_DIST=dir to reuse one; otherwise built into a temporary folder).
 *
 * Beside the render times, before and after them in the same process (decision 103): a minimal
 * fixed react-pdf document (one page, one line of Helvetica) and the fixed CPU workload of
 * bench/reference.ts. The bundle sizes need no reference: they do not depend on the machine.
 *
 *   npx tsx bench/pdf-render.bench.ts
 */
import './production-mode';
import { createElement } from 'react';
import { Document, Page, Text, renderToBuffer } from '@react-pdf/renderer';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { sampleCv } from '../src/cv/samples';
import { TEMPLATE_INFO } from '../src/shared/cv/templates';
import type { CvDocument } from '../src/shared/cv/document';
import { renderCvPdf } from '../src/server/infra/pdf/render-cv';
import { curriculums } from '../src/server/db/schema';
import { createTestApp } from '../src/server/test/test-app';
import { cvFormFields, postMultipart, testJpeg } from '../src/server/test/forms';
import { newCandidate } from '../src/server/test/accounts';
import { withWebBundles } from './web-bundles';
import { cpuReference, mergeReferences, timedReference, timings, type Reference } from './reference';
import { judgeBudgets, type Budget } from './verdict';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const BUDGET_MEDIAN_MS = 200;
const BUDGET_PUBLIC_KB = 150;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (n: number) => n.toFixed(1).padStart(6);

/** The sample CV with enough experience to fill two pages. */
function twoPageCv(plantilla: number): CvDocument {
  const cv = sampleCv(plantilla);
  const extra = cv.experiencias.map((e) => ({ ...e, descripcion: `${e.descripcion} ${e.descripcion}` }));
  return { ...cv, experiencias: [...cv.experiencias, ...extra, ...extra] };
}

async function pages(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  return (await extractText(doc)).totalPages;
}

async function time(fn: () => Promise<unknown>, runs = RUNS) {
  const ms = await timings(fn, runs, 10);
  return { median: pct(ms, 50), p95: pct(ms, 95) };
}

/** One page, one line of a standard font: react-pdf's own cost, the same every day. */
const tinyPdf = () => renderToBuffer(createElement(Document, null, createElement(Page, { size: 'A4' }, createElement(Text, null, 'Chamba: referencia de 103'))));

async function references(): Promise<Reference[]> {
  return [await timedReference('pdf-render/react-pdf-minimo', 'documento react-pdf mínimo', tinyPdf, { runs: 15, warmUps: 10 }), await cpuReference('pdf-render')];
}

const budgets: Budget[] = [];

async function serverPdf() {
  const photo = await sharp(await testJpeg(1200, 1200)).resize(800, 800).jpeg({ quality: 80 }).toBuffer();
  const medians: [string, number][] = [];
  const before = await references();
  let worst = 0;
  console.log(`Server PDF, two-page CV with an 800x800 photo, ${RUNS} runs each (ms):`);
  console.log('template          pages  median     p95');
  for (const t of TEMPLATE_INFO) {
    const cv = twoPageCv(t.id);
    const n = await pages(await renderCvPdf(cv, photo));
    const r = await time(() => renderCvPdf(cv, photo));
    worst = Math.max(worst, r.median);
    medians.push([`plantilla ${t.nombre.split(':')[0]}`, r.median]);
    console.log(`${t.nombre.split(':')[0].padEnd(16)} ${String(n).padStart(5)}  ${fmt(r.median)}  ${fmt(r.p95)}`);
  }

  const t = await createTestApp({ RATE_LIMITS: 'off' });
  try {
    const cand = await newCandidate(t.deps);
    const doc = twoPageCv(2);
    const res = await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields({ tnPlantilla: '2' }), [{ name: 'foto', filename: 'f.jpg', contentType: 'image/jpeg', data: photo }], cand.token);
    const id = res.body.values.Curriculum as number;
    await t.deps.db.update(curriculums).set({ pagado: true, documento: doc }).where(eq(curriculums.id, id));
    const get = async () => {
      const r = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${id}`, headers: { authorization: `Bearer ${cand.token}` } });
      if (r.statusCode !== 200) throw new Error(`generate-pdf2 ${r.statusCode}`);
    };
    const r = await time(get);
    worst = Math.max(worst, r.median);
    medians.push(['GET /api/generate-pdf2 (PGlite)', r.median]);
    console.log(`GET /api/generate-pdf2 (PGlite)   ${fmt(r.median)}  ${fmt(r.p95)}`);
  } finally {
    await t.close();
  }
  const refs = mergeReferences(before, await references());
  for (const [name, median] of medians) budgets.push({ name: `PDF de 2 páginas, ${name}: mediana`, figure: median, unit: 'ms', limit: BUDGET_MEDIAN_MS, references: refs });
  console.log(`Worst median ${worst.toFixed(1)} ms (budget ${BUDGET_MEDIAN_MS} ms): ${worst <= BUDGET_MEDIAN_MS ? 'OK' : 'OVER BUDGET'}`);
  return worst <= BUDGET_MEDIAN_MS;
}

function bundles() {
  return withWebBundles(({ code, entry, chunk, closure, kb, gz }) => {
    const pdfChunk = chunk('render.web');
    const hasPdf = (set: Set<string>) => [...set].some((f) => f === pdfChunk || /@react-pdf|react-pdf\.browser|yoga/.test(code.get(f)!.slice(0, 2000)));

    console.log('\nInitial JavaScript per page (gzipped KB; react-pdf included?):');
    let ok = true;
    const pagesToCheck: [string, string | undefined][] = [
      ['Inicio (/)', undefined],
      ['Búsqueda (/busquedatrabajo)', chunk('SearchPage')],
      ['Detalle de empleo (/detalletrabajo/…)', chunk('JobDetailPage')],
    ];
    for (const [name, page] of pagesToCheck) {
      const set = closure([...entry, ...(page ? [page] : [])]);
      const size = kb(set);
      const pdf = hasPdf(set);
      ok &&= size <= BUDGET_PUBLIC_KB && !pdf;
      budgets.push({ name: `JS inicial sin react-pdf, ${name}`, figure: size, unit: 'KB', limit: BUDGET_PUBLIC_KB, alsoHolds: !pdf, references: [], noReference: 'un tamaño' });
      console.log(`${name.padEnd(40)} ${size.toFixed(1).padStart(7)}  ${pdf ? 'SÍ' : 'no'}`);
    }
    for (const [name, prefix] of [
      ['Crear currículum (/crearcurriculum)', 'CreateCvPage'],
      ['CV rápido (/crear_mi_cv_rapido)', 'QuickCvPage'],
    ] as const) {
      const page = chunk(prefix);
      const set = closure([...entry, ...(page ? [page] : [])]);
      console.log(`${name.padEnd(40)} ${kb(set).toFixed(1).padStart(7)}  ${hasPdf(set) ? 'SÍ' : 'no (la vista previa la dibuja el servidor)'}`);
    }
    if (pdfChunk) console.log(`react-pdf chunk loaded on demand by the CV pages: ${pdfChunk} ${(gz(pdfChunk) / 1024).toFixed(1)} KB gzipped (+ ${[...closure([pdfChunk])].length - 1} chunks)`);
    console.log(`Public pages <= ${BUDGET_PUBLIC_KB} KB without react-pdf: ${ok ? 'OK' : 'OVER BUDGET'}`);
    return ok;
  });
}

const pdfOk = await serverPdf();
const bundleOk = bundles();
judgeBudgets('pdf-render', budgets);
process.exit(pdfOk && bundleOk ? 0 : 1);
