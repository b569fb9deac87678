/** Helpers for the API tests of profiles, blog, admin and activity (not a test file itself). */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { AppDeps } from '../../context';
import { users } from '../../db/schema';
import { hashPassword } from '../auth/passwords';
import { issueToken } from '../auth/tokens';
import { createCandidateAccount, createCompanyAccount } from '../auth/service';

let seq = 0;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${++seq}@example.bo`;

export async function newCandidate(deps: AppDeps, nombre = 'Ana') {
  const created = await createCandidateAccount(deps, {
    nombre,
    apellidos: 'Quispe',
    correo: unique('cand'),
    telefono: '71234567',
    password: 'Secreta123',
    profesion: 'Contadora',
  });
  if (!created) throw new Error('no candidate');
  return created;
}

export async function newCompany(deps: AppDeps, nombreEmpresa = 'Andes S.R.L.') {
  const created = await createCompanyAccount(
    deps,
    { nombre: 'Jorge', apellidos: 'Vargas', correo: unique('emp'), telefono: '77712345', password: 'Secreta123', profesion: 'Gerente' },
    { nombreEmpresa, descripcion: 'Empresa de prueba.', anioFundacion: 2010 },
  );
  if (!created) throw new Error('no company');
  return created;
}

export async function newAdmin(deps: AppDeps, nombre = 'Equipo') {
  const [u] = await deps.db
    .insert(users)
    .values({ email: unique('admin'), passwordHash: await hashPassword('Secreta123'), role: 'admin', nombre, apellidos: 'Chamba' })
    .returning({ id: users.id });
  return { userId: u.id, token: await issueToken(deps.db, u.id) };
}

type Part = string | { filename: string; data: Buffer; type?: string };

/** A multipart/form-data body for app.inject, built by the platform's FormData. */
export async function multipart(parts: Record<string, Part>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }), value.filename);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

/** POSTs a multipart form with an optional bearer token. */
export async function postForm(app: FastifyInstance, url: string, parts: Record<string, Part>, token?: string) {
  const { payload, headers } = await multipart(parts);
  const res = await app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  let body: any = null;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body };
}

/** A photo with EXIF metadata, larger than 800x800. */
export async function bigPhoto(format: 'jpeg' | 'png' = 'jpeg', width = 1600, height = 1200) {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).withExif({
    IFD0: { Copyright: 'secreto', Artist: 'Quien tomó la foto' },
  });
  return format === 'jpeg' ? img.jpeg({ quality: 80 }).toBuffer() : img.png().toBuffer();
}

/** Reads an uploaded public file back through the app. */
export async function fetchUpload(app: FastifyInstance, path: string) {
  const res = await app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, data: res.rawPayload, type: res.headers['content-type'] };
}
