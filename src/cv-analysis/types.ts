/** Public types of the CV analysis library. */

/** One line of text as laid out on the page, in reading order. */
export interface CvLine {
  text: string;
  /** Cells of the line when it joins items separated by a wide gap (table rows), and where each starts. */
  cells: string[];
  cellX: number[];
  page: number;
  /** Left edge and baseline, in points from the top-left corner of the page. */
  x: number;
  y: number;
  /** Width of the line and right edge of the column it sits in (0 when unknown). */
  width: number;
  columnRight: number;
  fontSize: number;
  /** Inferred from glyph widths and font switches (the PDF text layer does not say it). */
  bold: boolean;
  column: 'full' | 'left' | 'right';
  /** Consecutive lines with the same block number are one visual paragraph. */
  block: number;
}

export interface PdfLayout {
  pages: number;
  lines: CvLine[];
}

/** A CV item as the CV builder stores it (education, certification, experience). */
export interface CvItem {
  nombre: string;
  nombreInstitucion: string;
  /** 'AAAA al AAAA' as the CV builder shows periods; '' when unknown. */
  periodo: string;
  descripcion: string;
}

export type EducationLevel = 'bachiller' | 'tecnico' | 'licenciatura' | 'maestria' | 'doctorado';

export interface EducationEntry extends CvItem {
  nivel: EducationLevel | 'diplomado' | null;
  /** False for 'en curso', 'cursando', 'actualidad'... */
  completo: boolean;
}

/** A work period in months (inclusive), 'YYYY-MM'. */
export interface WorkPeriod {
  inicio: string;
  fin: string;
  actual: boolean;
  texto: string;
}

export type SectionKind =
  | 'encabezado'
  | 'perfil'
  | 'experiencia'
  | 'educacion'
  | 'habilidades'
  | 'idiomas'
  | 'certificaciones'
  | 'contacto'
  | 'referencias'
  | 'otros';

export interface ParsedCv {
  nombre: string | null;
  correo: string | null;
  /** '+591 7XXXXXXX' for mobiles, '+591 4 4251234' for landlines. */
  telefono: string | null;
  /** Catalogue city name (CITIES), e.g. 'Potosí'. */
  ciudad: string | null;
  ciudadId: number | null;
  /** Professional headline near the name ('Contador Público'), or the latest job title. */
  titulo: string | null;
  perfil: string;
  /** Total years of work experience, overlapping periods counted once, one decimal. */
  anios: number;
  periodos: WorkPeriod[];
  educacion: EducationEntry[];
  /** Highest completed level. */
  nivelEstudios: EducationLevel | null;
  /** SKILLS catalogue names and ids found in the CV. */
  habilidades: string[];
  habilidadIds: number[];
  /** Technical vocabulary found (sql, excel, sap, react, contabilidad, SIN...). */
  stack: string[];
  /** Languages with level ('Inglés intermedio'), catalogue names where possible. */
  idiomas: string[];
  idiomaIds: number[];
  certificaciones: CvItem[];
  experiencias: CvItem[];
  /** Section kinds found, in order (for diagnostics). */
  secciones: SectionKind[];
  /** Whole text except references, for matching. */
  texto: string;
}

export interface ParseOptions {
  /** 'Today' for 'actualidad' and 'Desde 2021' (injectable for tests). */
  today?: Date;
}

export interface JobForRanking {
  titulo: string;
  descripcion: string;
  descripcionLarga: string;
  requerimientos: string[];
  responsabilidades: string[];
  /** Skill names (SKILLS catalogue or free text). */
  habilidades: string[];
  experienciaMinAnios: number;
  ciudad?: string;
  nivelEstudios?: string;
}

export interface RankExtract {
  anios: number;
  stack: string[];
  nombre: string | null;
  correo: string | null;
  telefono: string | null;
  ciudad: string | null;
  nivelEstudios: EducationLevel | null;
  idiomas: string[];
}

export interface RankResult {
  /** 0-100, integer. */
  score: number;
  match: string[];
  gap: string[];
  extract: RankExtract;
  resumen: string;
}
