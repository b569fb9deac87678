/** Multipart bodies as browsers send them, the images tests upload, and the CV form's fields. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { settleMail } from './test-app';

export type FilePart = { name: string; filename: string; contentType?: string; data: Buffer };

/** A multipart/form-data body: text fields, then files. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----chamba${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${f.name}"; filename="${f.filename}"\r\nContent-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`;
    chunks.push(Buffer.from(head), f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Posts a multipart body with an optional bearer token; the reply's JSON when it is JSON. */
export async function postMultipart(app: FastifyInstance, url: string, fields: Record<string, string>, files: FilePart[] = [], token?: string) {
  const { payload, headers } = multipart(fields, files);
  const res = await app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  await settleMail(app);
  let body: any = null;
  try {
    body = res.json();
  } catch {
    // Expected: a reply that is not JSON (a PDF, a page); the test reads `raw`.
    body = null;
  }
  return { status: res.statusCode, body, headers: res.headers, raw: res };
}

type Part = string | { filename: string; data: Buffer; type?: string };

/** The same, from one record of parts: strings are fields, the others files under their key. */
export function postForm(app: FastifyInstance, url: string, parts: Record<string, Part>, token?: string | null) {
  const fields: Record<string, string> = {};
  const files: FilePart[] = [];
  for (const [name, p] of Object.entries(parts)) {
    if (typeof p === 'string') fields[name] = p;
    else files.push({ name, filename: p.filename, contentType: p.type, data: p.data });
  }
  return postMultipart(app, url, fields, files, token ?? undefined);
}

/** Reads an uploaded public file back through the app. */
export async function fetchUpload(app: FastifyInstance, path: string) {
  const res = await app.inject({ method: 'GET', url: path });
  return { status: res.statusCode, data: res.rawPayload, type: res.headers['content-type'] };
}

/** A photo with EXIF metadata, larger than 800x800. */
export async function bigPhoto(format: 'jpeg' | 'png' = 'jpeg', width = 1600, height = 1200) {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).withExif({
    IFD0: { Copyright: 'secreto', Artist: 'Quien tomó la foto' },
  });
  return format === 'jpeg' ? img.jpeg({ quality: 80 }).toBuffer() : img.png().toBuffer();
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
