/**
 * Budgets (DESIGN.md, issue 37): a one-page scanned CV read in <= 10 s; 20 mixed CVs with 4 scans
 * in <= 60 s, the server answering other requests meanwhile. Over real HTTP against
 * POST /api/servicio/revisarcvs: (1) one scanned PDF on a fresh app (the OCR worker and its
 * Spanish data start with it), then again warm; (2) one batch of 16 text PDFs + 4 scans (2 scanned
 * PDFs, a JPEG and a PNG photo, slightly turned) while /healthz is asked every 100 ms, whose
 * latency is reported. Beside them (decision 103): the CPU reference on the main thread.
 *
 *   npx tsx bench/ocr.bench.ts
 */
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import { openDatabase } from '../src/server/db/client';
import { listenInProcess } from './in-process-app';
import { fixtureJob, twoPagePdfs } from '../src/server/modules/analysis/test-helpers';
import { photoCv, scannedCv } from '../src/server/modules/analysis/format-fixtures';
import { newCompany } from '../src/server/test/accounts';
import { cpuReference } from './reference';

const SCAN_BUDGET_MS = 10_000;
const BATCH_BUDGET_MS = 60_000;

type Upload = { filename: string; type: string; data: Buffer };

async function main() {
  const database = await openDatabase({ memory: true });
  const { deps, base, close } = await listenInProcess(database, 'ocr');
  const company = await newCompany(deps);
  const job = await fixtureJob(deps, company.companyId, 'contador');
  const auth = { authorization: `Bearer ${company.token}` };
  const send = async (files: Upload[]) => {
    const form = new FormData();
    form.set('empleoId', String(job.id));
    for (const f of files) form.append('cvs[]', new Blob([new Uint8Array(f.data)], { type: f.type }), f.filename);
    const started = performance.now();
    const res = await fetch(`${base}/api/servicio/revisarcvs`, { method: 'POST', body: form, headers: auth });
    const body = (await res.json()) as { values?: { Ok: number; Total: number } };
    const ms = performance.now() - started;
    if (res.status !== 200 || body.values?.Ok !== files.length) throw new Error(`respuesta inesperada ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
    return ms;
  };
  try {
    const reference = await cpuReference('ocr');
    const scan = { filename: 'escaneo.pdf', type: 'application/pdf', data: await scannedCv() };
    const coldScan = await send([scan]);
    const warmScan = await send([scan]);
    const mixed: Upload[] = [
      ...twoPagePdfs(16).map((f) => ({ ...f, type: 'application/pdf' })),
      { ...scan, filename: 'escaneo-1.pdf' },
      { filename: 'foto.jpg', type: 'image/jpeg', data: await photoCv({ degrees: 2.5 }) },
      { filename: 'foto.png', type: 'image/png', data: await photoCv({ degrees: -3, format: 'png' }) },
      { ...scan, filename: 'escaneo-2.pdf' },
    ];
    const health: number[] = [];
    let running = true;
    const poll = (async () => {
      while (running) {
        const t0 = performance.now();
        await (await fetch(`${base}/healthz`)).arrayBuffer();
        health.push(performance.now() - t0);
        await new Promise((r) => setTimeout(r, 100));
      }
    })();
    const batch = await send(mixed);
    running = false;
    await poll;
    const sorted = [...health].sort((a, b) => a - b);
    const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
    const ms = (n: number) => `${Math.round(n)} ms`;
    console.log(`Máquina: ${cpus()[0]?.model ?? '?'}, ${availableParallelism()} núcleos, ${Math.round(totalmem() / 2 ** 30)} GB, carga ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`Referencia de CPU (hilo principal): ${reference.value.toFixed(1)} ${reference.unit}`);
    console.log(`Un escaneo de una página, en frío: ${ms(coldScan)}; en caliente: ${ms(warmScan)} (presupuesto ${ms(SCAN_BUDGET_MS)}) ${coldScan <= SCAN_BUDGET_MS ? 'OK' : 'FUERA'}`);
    console.log(`20 CV mixtos con 4 escaneos: ${ms(batch)} (presupuesto ${ms(BATCH_BUDGET_MS)}) ${batch <= BATCH_BUDGET_MS ? 'OK' : 'FUERA'}`);
    console.log(`/healthz durante el lote: ${health.length} peticiones, p50 ${ms(at(0.5))}, p95 ${ms(at(0.95))}, máx ${ms(sorted.at(-1) ?? 0)}`);
  } finally {
    await close();
    await database.close();
  }
}

await main();
