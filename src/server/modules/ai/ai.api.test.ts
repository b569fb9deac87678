import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { AiUnavailableError, type AiProvider } from '../../infra/ai';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newCandidate } from '../../test/accounts';

const t = setupTestApp();

const PROFILE = '/api/servicio/mejorarperfilia';
const JOB = '/api/servicio/generardescripcionempleo';

describe('mejorarperfilia', () => {
  it('improves a draft, for a visitor and for a logged-in user', async () => {
    const draft = 'soy contadora con 5 años de experiencia en auditoria y tributacion, trabaje en la paz';
    const res = await call(t.app, PROFILE, { tcTexto: draft });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    expect(res.body.values.texto.length).toBeGreaterThan(20);
    expect(res.body.values.texto).not.toBe(draft);
    expect(res.body.values.texto).toMatch(/auditoría/);
    const cand = await newCandidate(t.deps);
    expect((await call(t.app, PROFILE, { tcTexto: draft }, cand.token)).body.error).toBe(0);
  });

  it('asks for a draft first, with the spec message', async () => {
    for (const body of [{}, { tcTexto: '' }, { tcTexto: '   \n ' }, { tcTexto: null }]) {
      const res = await call(t.app, PROFILE, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor, escribe un borrador de tu perfil profesional antes de mejorarlo con IA.');
    }
  });

  it('refuses oversize and wrong types with 400', async () => {
    expect((await call(t.app, PROFILE, { tcTexto: 'a'.repeat(3001) })).body.errores.tcTexto).toBe('Máximo 3000 caracteres.');
    expect((await call(t.app, PROFILE, { tcTexto: ['a'] })).status).toBe(400);
    expect((await call(t.app, PROFILE, { tcTexto: 'x'.repeat(70 * 1024) })).status).toBe(413);
  });

  it('treats hostile text as text', async () => {
    const res = await call(t.app, PROFILE, { tcTexto: `<script>alert(1)</script> contador' OR 1=1; -- 100% \\` });
    expect(res.status).toBe(200);
  });
});

describe('generardescripcionempleo', () => {
  it('writes a long description from the job form fields', async () => {
    const res = await call(t.app, JOB, {
      tcTitulo: 'Contador General',
      tcDescripcion: 'buscamos contador para llevar la contabilidad de la empresa',
      tnCategoria: 1,
      tnCiudad: 4,
      tnTipoEmpleo: '1',
      tnTiempoExperiencia: 3,
      tnSalario: 5000,
      taRequerimientos: ['Licenciatura en Contaduría Pública', { Descripcion: 'Manejo del SIN' }],
      taResponsabilidades: ['Elaborar estados financieros'],
      taHabilidades: [5, '8'],
      taIdiomas: ['es', 'en'],
    });
    expect(res.status).toBe(200);
    expect(res.body.error).toBe(0);
    const text: string = res.body.values.texto;
    // The job's own fields, catalogue names included, end up in the text.
    for (const part of ['Contador General', 'La Paz', 'Tiempo completo', 'Microsoft Excel', 'Manejo del SIN']) expect(text).toContain(part);
  });

  it('needs the short description (spec message) and checks types and sizes', async () => {
    const res = await call(t.app, JOB, { tcTitulo: 'Chofer' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('introducir descripcion corta par asi generar la descripcion larga');
    expect((await call(t.app, JOB, { tcDescripcion: 'x', tnCiudad: 'La Paz' })).status).toBe(400);
    expect((await call(t.app, JOB, { tcDescripcion: 'x', taRequerimientos: 'uno' })).status).toBe(400);
    expect((await call(t.app, JOB, { tcDescripcion: 'x', taRequerimientos: Array(41).fill('a') })).status).toBe(400);
    expect((await call(t.app, JOB, { tcDescripcion: 'x'.repeat(2001) })).status).toBe(400);
    // Unknown catalogue ids are left out, not an error.
    const ok = await call(t.app, JOB, { tcDescripcion: 'Atención al cliente en tienda', tnCiudad: 999, taHabilidades: [999] });
    expect(ok.body.error).toBe(0);
  });
});

describe('provider without text or failing', () => {
  const apps: FastifyInstance[] = [];
  const withProvider = async (ai: AiProvider) => {
    const app = await buildApp({ deps: { ...t.deps, ai }, webDistDir: join(t.dataDir, 'no-web') });
    await app.ready();
    apps.push(app);
    return app;
  };
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('answers the spec messages', async () => {
    const empty = await withProvider({ improveProfile: async () => '  ', writeJobDescription: async () => '' });
    expect((await call(empty, PROFILE, { tcTexto: 'borrador' })).body).toEqual({ error: 1, message: 'La IA no pudo generar una mejora en este momento. Por favor, inténtalo de nuevo.' });
    expect((await call(empty, JOB, { tcDescripcion: 'corta' })).body).toEqual({ error: 1, message: 'No se recibió texto de la IA.' });
    const failing = await withProvider({
      improveProfile: async () => {
        throw new AiUnavailableError('gemini', 'timeout');
      },
      writeJobDescription: async () => {
        throw new Error('boom');
      },
    });
    const p = await call(failing, PROFILE, { tcTexto: 'borrador' });
    expect(p.status).toBe(200);
    expect(p.body).toEqual({ error: 1, message: 'Ocurrió un error al intentar mejorar el texto. Por favor, revisa la consola para más detalles.' });
    expect((await call(failing, JOB, { tcDescripcion: 'corta' })).body).toEqual({ error: 1, message: 'Ocurrió un error al procesar el texto.' });
  });

  it('strips markdown from a remote provider', async () => {
    const md = await withProvider({ improveProfile: async () => '```\n**Contadora** pública.\n```', writeJobDescription: async () => 'x' });
    expect((await call(md, PROFILE, { tcTexto: 'borrador' })).body.values.texto).toBe('Contadora pública.');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once an address asks too often', async () => {
    let last = await call(t.app, PROFILE, { tcTexto: 'borrador' });
    for (let i = 0; i < 40 && last.status !== 429; i++) last = await call(t.app, PROFILE, { tcTexto: 'borrador' });
    expect(last.status).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.body.error).toBe(1);
  });
});
