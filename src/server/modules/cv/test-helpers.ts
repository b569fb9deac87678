/** Test helpers of the CV and payment areas: accounts, a job, multipart bodies, test images. */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import { call } from '../../test/test-app';
import type { AppDeps } from '../../context';
import { insertJob } from '../jobs/job-writer';

let seq = 0;
const unique = (prefix: string) => `${prefix}.${Date.now()}.${++seq}@example.bo`;

export async function newCandidate(app: FastifyInstance, email = unique('cand')) {
  const res = await call(app, '/api/servicio/crearcandidato', {
    tcNombre: 'Ana',
    tcApellidos: 'Choque Flores',
    tcCorreo: email,
    tnTelefono: '71234567',
    tcContraseña: 'Secreta123',
    confirmPassword: 'Secreta123',
    tcProfesion: 'Contadora',
  });
  if (res.body?.error !== 0) throw new Error(`candidate: ${JSON.stringify(res.body)}`);
  const token = res.body.values.token as string;
  const me = await call(app, '/api/getdatosusuario', [], token);
  return { token, email, userId: me.body.Datos.Usuario.Usuario as number, candidateId: me.body.Datos.Candidato.Candidato as number };
}

export async function newCompany(app: FastifyInstance, email = unique('empresa')) {
  const res = await call(app, '/api/servicio/crearcandidatoempresa', {
    tcNombre: 'Jorge',
    tcApellidos: 'Vargas',
    tcCorreo: email,
    tnTelefono: '77712345',
    tcContraseña: 'Secreta123',
    confirmPassword: 'Secreta123',
    tcProfesion: 'Gerente',
    tcNombreEmpresa: 'Andes S.R.L.',
    tcDescripcion: 'Servicios.',
    tnAnoFundacion: 2010,
  });
  if (res.body?.error !== 0) throw new Error(`company: ${JSON.stringify(res.body)}`);
  const token = res.body.values.token as string;
  const me = await call(app, '/api/getdatosusuario', [], token);
  return { token, email, userId: me.body.Datos.Usuario.Usuario as number, companyId: me.body.Datos.Empresa.Empresa as number };
}

export async function newJob(deps: AppDeps, companyId: number, estado = 1) {
  return insertJob(deps.db, {
    companyId,
    titulo: 'Contador General',
    descripcion: 'Contabilidad de la empresa.',
    ciudadId: 4,
    tipoEmpleoId: 1,
    categoriaId: 1,
    fechaVencimiento: '2099-12-31',
    estado,
  });
}

export type FilePart = { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body as a browser sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----chamba${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType}\r\n\r\n`));
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a multipart body. */
export async function postMultipart(app: FastifyInstance, url: string, fields: Record<string, string>, files: FilePart[] = [], token?: string) {
  const { payload, headers } = multipart(fields, files);
  const res = await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  let body: any = null;
  try {
    body = res.json();
  } catch {
    body = null;
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res };
}

/** A photo-like JPEG of the given size. */
export async function testJpeg(width = 1200, height = 900) {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#cfd8dc"/><circle cx="50%" cy="40%" r="20%" fill="#78909c"/></svg>`,
  );
  return sharp(svg).jpeg({ quality: 85 }).withMetadata().toBuffer();
}

/** The fields of a valid CV as the old client sends them (JSON strings for the lists). */
export function cvFormFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    tcTituloCurriculum: 'Contadora Pública',
    tcNombreCompleto: 'Lucía Mamani Quispe',
    tcPerfilProfesional: 'Contadora con experiencia en auditoría, tributación y gestión financiera en La Paz.',
    tcCorreo: 'lucia.mamani@example.bo',
    tcTelefono: '+591 71234567',
    tcDireccion: 'Calle Comercio 123, Sopocachi',
    taFormaciones: JSON.stringify([{ Nombre: 'Licenciatura en Contaduría Pública', NombreInstitucion: 'Universidad Mayor de San Andrés', Periodo: '20102015', Descripcion: '' }]),
    taCertificaciones: JSON.stringify([{ Nombre: 'Tributación en Bolivia', NombreInstitucion: 'Colegio de Contadores', Periodo: '2019', Descripcion: '' }]),
    taExperiencias: JSON.stringify([{ Nombre: 'Auditora Junior', NombreInstitucion: 'Ernst & Young Bolivia', Periodo: '2016 al 2020', Descripcion: 'Auditoría de estados financieros de empresas de telecomunicación.' }]),
    taHabilidades: JSON.stringify([1, 2, 3]),
    taIdiomas: JSON.stringify([41, 45]),
    tnPlantilla: '2',
    tnTamanoNombre: '36',
    tcHtml: '<html><script>alert(1)</script></html>',
    ...over,
  };
}

/** A staff account with a token (the admin role). */
export async function newAdmin(deps: AppDeps, email = unique('admin')) {
  const { users } = await import('../../db/schema');
  const { issueToken } = await import('../auth/tokens');
  const [u] = await deps.db.insert(users).values({ email, passwordHash: 'x', role: 'admin', nombre: 'Equipo', apellidos: 'Chamba' }).returning({ id: users.id });
  return { token: await issueToken(deps.db, u.id), userId: u.id };
}
