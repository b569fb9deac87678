/**
 * The CV as a Word file (issue 42, decision cv-templates-and-word.md), built with `docx` from
 * the same CvView as the PDF: the same texts, the same sections in the same order, in the CV's
 * language. The name is the document's Title, each section a Heading 1, each entry a Heading 2
 * followed by its institution and period and its description, so that Word's navigation pane,
 * styles and a company's form-filling work on it. The photo goes below the name when there is one.
 */
import { AlignmentType, Document, HeadingLevel, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import sharp from 'sharp';
import type { CvDocument } from '../../../shared/cv/document';
import { templateInfo } from '../../../shared/cv/templates';
import { pdfSafeStrings } from '../../../cv/pdf-text';
import { toView, type CvView, type ViewItem, type ViewSection } from '../../../cv/view';

/** Width of the photo in the document, in pixels at 96 dpi (about 3 cm). */
const PHOTO_WIDTH = 113;
const FONT = 'Calibri';

const lines = (text: string, style?: { italics?: boolean }) =>
  text.split('\n').map((line) => new Paragraph({ children: [new TextRun({ text: line, ...style })] }));

function entry(item: ViewItem): Paragraph[] {
  const heading = item.title || item.institution;
  const under = [item.title ? item.institution : '', item.period].filter(Boolean).join(' · ');
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, children: [new TextRun(heading)] }),
    ...(under ? [new Paragraph({ keepNext: Boolean(item.description), children: [new TextRun({ text: under, italics: true })] })] : []),
    ...(item.description ? lines(item.description) : []),
  ];
}

function section(s: ViewSection): Paragraph[] {
  const heading = new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, children: [new TextRun(s.title)] });
  if (s.kind === 'text') return [heading, ...lines(s.text)];
  if (s.kind === 'names') return [heading, ...s.names.map((n) => new Paragraph({ bullet: { level: 0 }, children: [new TextRun(n)] }))];
  return [heading, ...s.items.flatMap(entry)];
}

async function photoParagraph(photo: Buffer | null | undefined): Promise<Paragraph[]> {
  if (!photo) return [];
  const type = photo[0] === 0x89 ? 'png' : photo[0] === 0xff ? 'jpg' : null;
  if (!type) return [];
  try {
    const { width, height } = await sharp(photo).metadata();
    if (!width || !height) return [];
    return [
      new Paragraph({
        alignment: AlignmentType.LEFT,
        children: [new ImageRun({ type, data: photo, transformation: { width: PHOTO_WIDTH, height: Math.round((PHOTO_WIDTH * height) / width) }, altText: { name: 'Foto', description: 'Foto', title: 'Foto' } })],
      }),
    ];
  } catch {
    // Expected: a stored photo that cannot be read is left out, as in the PDF.
    return [];
  }
}

function contacts(view: CvView): Paragraph[] {
  if (!view.contacts.length) return [];
  return [
    new Paragraph({
      children: view.contacts.flatMap((c, i) => [new TextRun({ text: `${c.label}: `, bold: true }), new TextRun(c.value), ...(i < view.contacts.length - 1 ? [new TextRun('   ')] : [])]),
    }),
  ];
}

/** A PNG or JPEG data URL kept in the CV (as the PDF reads it); never a URL to fetch. */
function photoFromDataUrl(foto: string | undefined): Buffer | null {
  const m = /^data:image\/(?:png|jpe?g);base64,([A-Za-z0-9+/=]+)$/i.exec(foto ?? '');
  return m ? Buffer.from(m[1], 'base64') : null;
}

/** The CV as a .docx file. `photo`: the stored photo (JPEG or PNG), else the CV's data URL, else none. */
export async function renderCvDocx(cv: CvDocument, photo?: Buffer | null): Promise<Buffer> {
  const view = pdfSafeStrings(toView(cv));
  const accent = (view.accent || templateInfo(cv.plantilla).accent).replace('#', '');
  const language = view.language === 'en' ? 'en-US' : 'es-BO';
  const doc = new Document({
    title: view.title || view.name || 'Currículum',
    creator: 'Chamba',
    description: view.language === 'en' ? 'Curriculum vitae' : 'Currículum vitae',
    styles: {
      default: {
        document: { run: { font: FONT, size: 22, language: { value: language } }, paragraph: { spacing: { after: 80 } } },
        title: { run: { font: FONT, size: 48, bold: true, color: accent } },
        heading1: { run: { font: FONT, size: 28, bold: true, color: accent }, paragraph: { spacing: { before: 240, after: 80 } } },
        heading2: { run: { font: FONT, size: 23, bold: true, color: '1F2328' }, paragraph: { spacing: { before: 120, after: 20 } } },
      },
    },
    sections: [
      {
        children: [
          ...(view.name ? [new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(view.name)] })] : []),
          ...contacts(view),
          ...(await photoParagraph(photo ?? photoFromDataUrl(cv.foto))),
          ...view.sections.flatMap(section),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
