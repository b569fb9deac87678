/** What a refused request looks like to the caller: 400, the Spanish envelope and each field's message. */
import { expect } from 'vitest';

type Reply = { status: number; body: any };

/** A 400 with the envelope and (at least, or `exactly`) these field messages. */
export function expectFieldErrors(res: Reply, errores: Record<string, string>, how: 'at least' | 'exactly' = 'at least') {
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
  if (how === 'exactly') expect(res.body.errores).toEqual(errores);
  else expect(res.body.errores).toMatchObject(errores);
}
