/**
 * Test fixtures of the CV formats (issue 37), made at run time from one invented CV: a Word file
 * (minimal WordprocessingML, zipped by the fixtures' zip writer), a phone-style photo (sharp rendering an SVG,
 * turned a few degrees), a scan (that photo inside a PDF with no text layer), and hostile files
 * (a .doc, a macro-enabled .docx, a zip bomb, a false image, a giant image header).
 */
import { crc32 } from 'node:zlib';
import { createElement as h } from 'react';
import { Document, Image, Page, renderToBuffer } from '@react-pdf/renderer';
import sharp from 'sharp';
import { zip } from '../../../cv-analysis/fixtures/zip';

export const FORMAT_CV = {
  nombre: 'Rosa Elena Quispe Mamani',
  correo: 'rosa.quispe.m@gmail.com',
  telefono: '+591 71234567',
  ciudad: 'Cochabamba',
  anios: 8.8,
};

/** [text, heading?]: the CV as its lines. */
const LINES: [string, boolean?][] = [
  [FORMAT_CV.nombre, true],
  ['Contadora Pública'],
  ['Calle Jordán 245, Cochabamba'],
  ['Celular: 7123-4567'],
  [`Correo: ${FORMAT_CV.correo}`],
  ['Experiencia laboral', true],
  ['Contadora general — Distribuidora Andina S.R.L.'],
  ['marzo 2015 – diciembre 2023'],
  ['• Estados financieros, declaraciones de IVA e IT ante el SIN y conciliaciones bancarias.'],
  ['Formación académica', true],
  ['Licenciatura en Contaduría Pública — Universidad Mayor de San Simón (2009 – 2014)'],
  ['Habilidades', true],
  ['• Contabilidad'],
  ['• Microsoft Excel'],
  ['• Facturación e impuestos (SIN)'],
  ['Idiomas', true],
  ['Español: nativo'],
  ['Inglés: intermedio'],
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;
const RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const DOCX_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const DOCM_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';

function documentXml(lines = LINES): string {
  const paras = lines
    .map(([text, heading]) => `<w:p><w:r>${heading ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${esc(text)}</w:t></w:r></w:p>`)
    .join('');
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${paras}</w:body></w:document>`;
}

/** The CV as a .docx; `macros`: a macro-enabled document with a VBA project in it. */
export function docxCv(opts: { macros?: boolean } = {}): Buffer {
  const files = [
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES(opts.macros ? DOCM_MAIN : DOCX_MAIN)) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.from(documentXml()) },
  ];
  if (opts.macros) files.push({ name: 'word/vbaProject.bin', data: Buffer.alloc(512, 7) });
  return zip(files);
}

/** A .docx whose document declares 30 MB once inflated (it zips to a few KB). */
export function zipBombDocx(): Buffer {
  return zip([
    { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES(DOCX_MAIN)) },
    { name: '_rels/.rels', data: Buffer.from(RELS) },
    { name: 'word/document.xml', data: Buffer.alloc(30 * 1024 * 1024, 0x20) },
  ]);
}

/** An old Word file: the OLE signature and nothing a reader could use. */
export const oldDoc = () => Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(4096)]);

/** A PNG header claiming 10000 x 5000 pixels (50 megapixels), without the pixels. */
export function giantPngHeader(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(10_000, 0);
  ihdr.writeUInt32BE(5_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', Buffer.alloc(16)), chunk('IEND', Buffer.alloc(0))]);
}

/** The CV drawn on an A4 sheet at 150 dpi (1240 x 1754), as an SVG. */
function svgCv(): string {
  let y = 150;
  const text = LINES.map(([t, heading], i) => {
    const size = i === 0 ? 46 : heading ? 32 : 26;
    y += i === 0 ? 0 : heading ? 70 : 42;
    return `<text x="120" y="${y}" font-family="DejaVu Sans" font-size="${size}"${heading ? ' font-weight="bold"' : ''}>${esc(t)}</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1240" height="1754"><rect width="100%" height="100%" fill="#fff"/>${text}</svg>`;
}

/** The CV as a photo: turned `degrees` (slight rotation) on a grey table, JPEG or PNG. */
export async function photoCv(opts: { degrees?: number; format?: 'jpeg' | 'png'; exifSideways?: boolean } = {}): Promise<Buffer> {
  let img = sharp(Buffer.from(svgCv())).flatten({ background: '#fff' }).rotate(opts.degrees ?? 2.5, { background: '#8a8a8a' });
  if (opts.exifSideways) {
    // Pixels stored a quarter turn counter-clockwise; EXIF orientation 6 tells viewers to turn them back.
    img = sharp(await img.png().toBuffer()).rotate(270).withMetadata({ orientation: 6 });
  }
  return opts.format === 'png' ? img.png().toBuffer() : img.jpeg({ quality: 88 }).toBuffer();
}

/** The CV as a scanned PDF: one page holding only the picture of the sheet (no text layer). */
export async function scannedCv(): Promise<Buffer> {
  const png = await sharp(Buffer.from(svgCv())).flatten({ background: '#fff' }).rotate(1, { background: '#fff' }).greyscale().png().toBuffer();
  const doc = h(Document, {}, h(Page, { size: 'A4' }, h(Image, { src: { data: png, format: 'png' }, style: { width: 590, height: 830 } })));
  return renderToBuffer(doc);
}
