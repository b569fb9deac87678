/**
 * CV analysis library: read PDF CVs (text layer only, offline), parse them (Spanish and
 * Bolivian conventions) and rank them against a job with reasons. No HTTP, no database.
 */
export { CvPdfError, isCvPdfError, type CvPdfErrorCode } from './errors.js';
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
