import { afterEach, describe, expect, it, vi } from 'vitest';
import { isCvPdfError } from '../../../cv-analysis';
import { createCvParser, CvReadError, READ_MESSAGES, type CvParser } from './parser-pool';
import { fixtureLabels, fixturePdf, twoPagePdfs } from './test-helpers';
import { displayName, storageName } from './upload';
import { isPdf } from '../../core/files/kinds';
import { contentDisposition } from './routes';

const today = new Date(fixtureLabels().today);
let parser: CvParser | null = null;
afterEach(async () => {
  await parser?.close();
  parser = null;
});

describe('CV parser pool', () => {
  it('parses in worker threads, at most `workers` at a time, and gives the same result as the library', async () => {
    parser = createCvParser({ workers: 2 });
    const files = twoPagePdfs(8);
    const results = await Promise.all(files.map((f) => parser!.parse(f.data, today)));
    expect(parser.liveWorkers).toBeLessThanOrEqual(2);
    const labels = fixtureLabels();
    for (const [i, cv] of results.entries()) {
      const id = files[i].filename.slice(0, 4);
      expect(cv.nombre).toBe(labels.cvs[id].nombre);
    }
    const inline = createCvParser({ workers: 0 });
    expect(await inline.parse(files[0].data, today)).toEqual(results[0]);
  });

  it('rejects a scanned PDF with the library error, and keeps working after it', async () => {
    parser = createCvParser({ workers: 1 });
    const err = await parser.parse(fixturePdf(fixtureLabels().scanned), today).catch((e) => e);
    expect(isCvPdfError(err)).toBe(true);
    expect(err.code).toBe('sin_texto');
    expect((await parser.parse(fixturePdf('cv02'), today)).nombre).toBeTruthy();
  });

  it('gives up on a PDF that takes too long, replaces the worker and goes on', async () => {
    parser = createCvParser({ workers: 1, timeoutMs: 1 });
    const err = await parser.parse(fixturePdf('cv01'), today).catch((e) => e);
    expect(err).toBeInstanceOf(CvReadError);
    expect(err.message).toBe(READ_MESSAGES.timeout);
    await parser.close();
    parser = createCvParser({ workers: 1, timeoutMs: 20_000 });
    expect((await parser.parse(fixturePdf('cv01'), today)).nombre).toBeTruthy();
  });

  it('ends idle workers, and close() fails what is still queued', async () => {
    parser = createCvParser({ workers: 1, idleMs: 50 });
    await parser.parse(fixturePdf('cv02'), today);
    expect(parser.liveWorkers).toBe(1);
    await vi.waitFor(() => expect(parser!.liveWorkers).toBe(0), { timeout: 2000 });
    const pending = [parser.parse(fixturePdf('cv01'), today), parser.parse(fixturePdf('cv02'), today)].map((p) => p.catch((e) => e));
    await parser.close();
    for (const r of await Promise.all(pending)) expect(r).toBeInstanceOf(CvReadError);
  });
});

describe('file checks and names', () => {
  it('recognises a PDF by its magic bytes, not its name', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n...'))).toBe(true);
    expect(isPdf(Buffer.from('\n\n%PDF-1.4'))).toBe(true);
    expect(isPdf(Buffer.from('PK\u0003\u0004 word document'))).toBe(false);
    expect(isPdf(Buffer.alloc(0))).toBe(false);
  });

  it('keeps the last path segment as the shown name and builds safe storage names', () => {
    expect(displayName('C:\\Users\\ana\\CV Ana.pdf', 0)).toBe('CV Ana.pdf');
    expect(displayName('../../etc/passwd', 0)).toBe('passwd');
    expect(displayName('..', 2)).toBe('cv-3.pdf');
    expect(displayName('a\u0000b\u202e.pdf', 0)).toBe('ab.pdf');
    expect(displayName(`${'x'.repeat(500)}.pdf`, 0)).toHaveLength(200);
    expect(storageName('Currículum José Peñaranda.pdf', 0)).toBe('01-Curriculum-Jose-Penaranda.pdf');
    expect(storageName('../../<script>.pdf', 11)).toBe('12-script.pdf');
    expect(storageName('....pdf', 4)).toBe('05-cv.pdf');
  });

  it('writes a Content-Disposition that cannot be split or spoofed', () => {
    expect(contentDisposition('CV Peñaranda.pdf')).toBe(`inline; filename="CV Penaranda.pdf"; filename*=UTF-8''CV%20Pe%C3%B1aranda.pdf`);
    const hostile = contentDisposition('a"; filename=evil.exe\r\nSet-Cookie: x=1.pdf');
    expect(hostile).not.toMatch(/[\r\n]/);
    expect(hostile.startsWith('inline; filename="a__ filename=evil.exeSet-Cookie: x=1.pdf"')).toBe(true);
  });
});

describe('warm-up', () => {
  it('starts the workers ahead of use and ends them when idle', async () => {
    parser = createCvParser({ workers: 2, idleMs: 300 });
    parser.warm(1);
    expect(parser.liveWorkers).toBe(1);
    parser.warm();
    expect(parser.liveWorkers).toBe(2);
    parser.warm();
    expect(parser.liveWorkers).toBe(2);
    expect((await parser.parse(fixturePdf('cv02'), today)).nombre).toBeTruthy();
    await vi.waitFor(() => expect(parser!.liveWorkers).toBe(0), { timeout: 3000 });
  });
});
