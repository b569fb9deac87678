import sharp from 'sharp';
import { sampleCv } from '../src/cv/samples';
import { renderCvPdf } from '../src/server/infra/pdf/render-cv';
import { testJpeg } from '../src/server/test/forms';
import type { CvDocument } from '../src/shared/cv/document';
function twoPageCv(plantilla: number): CvDocument {
  const cv = sampleCv(plantilla);
  const extra = cv.experiencias.map((e) => ({ ...e, descripcion: `${e.descripcion} ${e.descripcion}` }));
  return { ...cv, experiencias: [...cv.experiencias, ...extra, ...extra, ...extra] };
}
const photo = await sharp(await testJpeg(1200, 1200)).resize(800, 800).jpeg({ quality: 80 }).toBuffer();
const ids = (process.env.IDS ?? '1,2,9').split(',').map(Number);
const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const id of ids) for (let i = 0; i < 5; i++) await renderCvPdf(twoPageCv(id), photo);
const res: Record<number, number[]> = {};
for (let r = 0; r < Number(process.env.R ?? 10); r++) for (const id of ids) { const t = performance.now(); await renderCvPdf(twoPageCv(id), photo); (res[id] ??= []).push(performance.now() - t); }
for (const id of ids) console.log(id, med(res[id]).toFixed(1));
