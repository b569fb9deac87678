import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../test/setup-test-app';
import { candidates, curriculums, payments } from '../db/schema';
import { cvDocumentSchema } from '../../shared/cv/document';
import { renderCvPdf } from '../infra/pdf/render-cv';
import { seedAccounts } from './accounts';
import { seedMarketplace } from './marketplace';
import { seedCvs } from './cvs';

const t = setupTestApp();
beforeAll(async () => {
  await seedAccounts(t.deps);
  await seedMarketplace(t.deps);
}, 120_000);

describe('seedCvs', () => {
  it('gives the demo candidate a paid and a pending CV and several candidates theirs, once', async () => {
    const counts = await seedCvs(t.deps);
    expect(counts.curriculums).toBeGreaterThanOrEqual(6);
    expect(counts.curriculumsPagados).toBeGreaterThanOrEqual(3);
    const [demo] = await t.deps.db.select().from(candidates).where(eq(candidates.correo, 'candidato@chamba.bo'));
    const mine = await t.deps.db.select().from(curriculums).where(eq(curriculums.candidateId, demo.id));
    expect(mine.map((c) => c.pagado).sort()).toEqual([false, true]);
    const paid = mine.find((c) => c.pagado)!;
    const [payment] = await t.deps.db.select().from(payments).where(eq(payments.curriculumId, paid.id));
    expect(payment).toMatchObject({ estado: 2, montoBs: 25, kind: 'curriculum', userId: demo.userId });
    const doc = cvDocumentSchema.parse(paid.documento);
    expect(doc.nombreCompleto).toBe('Lucía Mamani Quispe');
    expect(doc.formaciones.length).toBeGreaterThan(0);
    expect((await renderCvPdf(doc)).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await seedCvs(t.deps)).curriculums).toBe(0);
  }, 60_000);
});
