/**
 * CV analysis library: read CVs (PDF text layer, scans and photos by OCR, Word .docx; offline), parse them (Spanish and
 * Bolivian conventions) and rank them against a job with reasons. No HTTP, no database.
 */
export { CvPdfError, isCvPdfError, REFUSED_CODES, type CvPdfErrorCode } from './errors.js';
export { extractCvLayout, parseCvFile, type ReadOptions } from './formats/read.js';
export { closeOcr, MAX_IMAGE_PIXELS, startOcr } from './formats/ocr.js';
export { cvFormat, isImageFormat, type CvFormat } from './formats/sniff.js';
export { extractPdfLayout, MAX_PAGES } from './pdf-text.js';
export { parseCvPdf, parseCvText } from './parser/index.js';
export { rankCv } from './ranking.js';
export { cvDocumentExperience, experienceYears, periodRanges, type ExperienceSource } from './experience-years.js';
export { levelLabel, yearsLabel } from './ranking/summary.js';
export type {
  CvItem,
  CvLine,
  EducationEntry,
  EducationLevel,
  JobForRanking,
  ParseOptions,
  ParsedCv,
  PdfLayout,
  RankExtract,
  RankResult,
  SectionKind,
  WorkPeriod,
} from './types.js';
