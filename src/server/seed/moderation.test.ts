/** Issue 38: the moderation rules hold none of the demo marketplace's ordinary postings. */
import { describe, expect, it } from 'vitest';
import { defaultConfig, scorePosting } from '../modules/moderation/public';
import { BENEFITS, SEED_JOBS } from './data/jobs';
import { SEED_COMPANIES } from './data/companies';

describe('demo jobs and the moderation rules', () => {
  it('holds none of them, with nothing found', () => {
    expect(SEED_JOBS.length).toBeGreaterThan(20);
    const cfg = defaultConfig();
    for (const j of SEED_JOBS) {
      const about = SEED_COMPANIES.find((c) => c.key === j.empresa)?.acercade ?? '';
      const s = scorePosting({ ...j, descripcionLarga: `${about}\n${BENEFITS.join('. ')}` }, cfg, null);
      expect({ titulo: j.titulo, hallazgos: s.hallazgos }).toEqual({ titulo: j.titulo, hallazgos: [] });
    }
  });
});
