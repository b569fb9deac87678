import { describe, expect, it } from 'vitest';
import { isCvPdfError } from '../errors.js';
import { htmlLines } from './docx.js';
import { repairOcrLine } from './ocr.js';
import { cvFormat } from './sniff.js';
import { checkDocxZip, zipEntries } from './zip-check.js';
import { zip } from '../fixtures/zip.js';

const code = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return isCvPdfError(e) ? e.code : 'other';
  }
};

describe('CV formats', () => {
  it('tells the formats by their bytes', () => {
    expect(cvFormat(Buffer.from('%PDF-1.7'))).toBe('pdf');
    expect(cvFormat(Buffer.from('PK\x03\x04rest'))).toBe('docx');
    expect(cvFormat(Buffer.from('d0cf11e0a1b11ae10000', 'hex'))).toBe('doc');
    expect(cvFormat(Buffer.from('ffd8ffe0', 'hex'))).toBe('jpeg');
    expect(cvFormat(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('png');
    expect(cvFormat(Buffer.from('GIF89a'))).toBeNull();
  });

  it('reads the central directory and refuses bombs, macros, non-Word zips and broken zips before inflating', () => {
    const types = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };
    const doc = { name: 'word/document.xml', data: Buffer.from('<w:document/>') };
    expect(zipEntries(zip([types, doc])).map((e) => e.name)).toEqual(['[Content_Types].xml', 'word/document.xml']);
    expect(code(() => checkDocxZip(zip([types, doc])))).toBeNull();
    expect(code(() => checkDocxZip(zip([types, { ...doc, declared: 50 * 1024 * 1024 }])))).toBe('docx_grande');
    expect(code(() => checkDocxZip(zip([types, doc, { name: 'word/vbaProject.bin', data: Buffer.alloc(10) }])))).toBe('docx_macros');
    expect(code(() => checkDocxZip(zip([{ name: '[Content_Types].xml', data: Buffer.from('<Override ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>') }, doc])))).toBe('docx_macros');
    expect(code(() => checkDocxZip(zip([types, { name: 'xl/workbook.xml', data: Buffer.from('<x/>') }])))).toBe('docx_invalido');
    expect(code(() => checkDocxZip(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)])))).toBe('docx_invalido');
    const cut = zip([types, doc]);
    expect(code(() => checkDocxZip(cut.subarray(0, cut.length - 30)))).toBe('docx_invalido');
  });

  it("turns mammoth's HTML into lines: bold titles, bullets, table rows as cells, entities decoded", () => {
    const lines = htmlLines(
      '<p><strong>Ana Pérez Rojas</strong></p><p>Correo: ana&amp;co@gmail.com</p><h2>Experiencia</h2><ul><li>Ventas &lt;B2B&gt;</li></ul>' +
        '<table><tr><td><p>2019 – 2023</p></td><td><p>Vendedora</p><p>Tienda Sol</p></td></tr></table>',
    );
    expect(lines.map((l) => l.text)).toEqual(['Ana Pérez Rojas', 'Correo: ana&co@gmail.com', 'Experiencia', '• Ventas <B2B>', '2019 – 2023 | Vendedora Tienda Sol']);
    expect(lines[0]).toMatchObject({ bold: true, fontSize: 16 });
    expect(lines[2].bold).toBe(true);
    expect(lines[1].bold).toBe(false);
    expect(lines[4].cells).toEqual(['2019 – 2023', 'Vendedora Tienda Sol']);
  });

  it('repairs the e-mail addresses OCR breaks, and leaves sound text alone', () => {
    expect(repairOcrLine('Correo henry.mamani.gOgmail.com')).toBe('Correo henry.mamani.g@gmail.com');
    expect(repairOcrLine('| lucia.tarqui.cE gmail.com')).toBe('| lucia.tarqui.c@gmail.com');
    expect(repairOcrLine('Correo: rosa.quispe.megmail.com')).toBe('Correo: rosa.quispe.m@gmail.com');
    expect(repairOcrLine('sandra.cortez.r(D@gmail.com')).toBe('sandra.cortez.r@gmail.com');
    expect(repairOcrLine('| sandra.cortez.r(D gmail.com')).toBe('| sandra.cortez.r@gmail.com');
    expect(repairOcrLine('ana.perez@gmail.com y jose gmail.com')).toBe('ana.perez@gmail.com y jose gmail.com');
  });
});
