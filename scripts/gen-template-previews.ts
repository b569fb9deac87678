/**
 * Preview images of the CV templates (public/plantillas/plantilla-{id}.png), shown in the
 * template picker. Renders each template with a realistic sample CV and a neutral
 * silhouette photo, then page 1 to PNG with pdftoppm (poppler-utils).
 *
 *   npx tsx scripts/gen-template-previews.ts [width=300]
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { sampleCv } from '../src/cv/samples';
import { TEMPLATES } from '../src/cv/templates';
import { renderCvPdf } from '../src/server/infra/pdf/render-cv';

const width = Number(process.argv[2] ?? 300);
const outDir = join(import.meta.dirname, '..', 'public', 'plantillas');

if (spawnSync('pdftoppm', ['-v']).error) {
  console.error('Falta pdftoppm: instala poppler-utils (apt-get install -y poppler-utils).');
  process.exit(1);
}

/** A neutral head-and-shoulders silhouette (no real person's photo in the repository). */
const SILHOUETTE = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480" viewBox="0 0 480 480">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dfe6ea"/><stop offset="1" stop-color="#b9c6ce"/></linearGradient>
<linearGradient id="p" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#6f8794"/><stop offset="1" stop-color="#52666f"/></linearGradient></defs>
<rect width="480" height="480" fill="url(#bg)"/>
<path d="M240 92c-52 0-86 40-86 96 0 42 16 76 40 96l-8 22c-70 14-118 52-130 128h368c-12-76-60-114-130-128l-8-22c24-20 40-54 40-96 0-56-34-96-86-96z" fill="url(#p)"/>
</svg>`;

const photo = await sharp(Buffer.from(SILHOUETTE)).jpeg({ quality: 85 }).toBuffer();
const work = mkdtempSync(join(tmpdir(), 'plantillas-'));
mkdirSync(outDir, { recursive: true });

try {
  for (const t of TEMPLATES) {
    const pdfPath = join(work, `plantilla-${t.id}.pdf`);
    writeFileSync(pdfPath, await renderCvPdf(sampleCv(t.id), photo));
    const base = join(work, `plantilla-${t.id}`);
    // Render at 2x and scale down: crisper text than rendering at the final width.
    const run = spawnSync('pdftoppm', ['-png', '-f', '1', '-l', '1', '-singlefile', '-scale-to-x', String(width * 2), '-scale-to-y', '-1', pdfPath, base]);
    if (run.status !== 0) throw new Error(`pdftoppm: ${run.stderr.toString()}`);
    const out = join(outDir, `plantilla-${t.id}.png`);
    await sharp(readFileSync(`${base}.png`))
      .resize({ width, kernel: 'lanczos3' })
      .png({ compressionLevel: 9, palette: true, quality: 90 })
      .toFile(out);
    console.log(`${out}  (${t.nombre})`);
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
