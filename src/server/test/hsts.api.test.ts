import { describe, expect, it } from 'vitest';
import { setupTestApp } from './setup-test-app';
import { HSTS } from '../core/http/security';

// The http case is checked in src/server/modules/verification/verification.api.test.ts (the default test URL).
const t = setupTestApp({ PUBLIC_URL: 'https://chamba.example.bo' });

describe('Strict-Transport-Security', () => {
  it('is sent on every reply when PUBLIC_URL is https', async () => {
    for (const url of ['/api/servicio/listarempresas', '/', '/no-existe']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security']).toBe(HSTS);
    }
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
  });
});
