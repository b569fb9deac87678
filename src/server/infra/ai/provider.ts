/**
 * The AI provider interface (DESIGN decision 10). Every provider runs on the server only; no key
 * ever reaches the browser. The default provider (`local`) is offline and deterministic.
 */

/** The job's own fields, already resolved to display text (catalogue names, not ids). */
export type JobDescriptionInput = {
  titulo: string;
  /** Short description; required: without it there is nothing to write from. */
  descripcion: string;
  empresa?: string;
  ciudad?: string;
  tipoEmpleo?: string;
  modalidad?: string;
  categoria?: string;
  experiencia?: string;
  /** Salary as display text ('Bs 4.000 - 5.000', 'A convenir'). */
  salario?: string;
  requerimientos?: string[];
  responsabilidades?: string[];
  habilidades?: string[];
  idiomas?: string[];
};

/** What the CV analysis already computed for one CV against one job. */
export type CvFitInput = { jobTitle: string; resumen: string; match: string[]; gap: string[] };

export interface AiProvider {
  /** A more professional, formal version of a CV professional profile. '' when the draft is empty. */
  improveProfile(draft: string): Promise<string>;
  /** A long job description built from the job's fields. '' when the short description is empty. */
  writeJobDescription(job: JobDescriptionInput): Promise<string>;
  /** A short Spanish summary of how a CV fits a job. */
  summarizeCvFit?(input: CvFitInput): Promise<string>;
}

export type AiProviderName = 'local' | 'gemini' | 'openai';

/**
 * A remote provider could not answer (network error, timeout, HTTP error, unreadable reply).
 * The caller answers the spec's failure message; the message here is for the log only and
 * never contains the API key.
 */
export class AiUnavailableError extends Error {
  override readonly name = 'AiUnavailableError';
  readonly provider: AiProviderName;
  /** HTTP status when the provider answered with an error status. */
  readonly status?: number;

  constructor(provider: AiProviderName, message: string, options?: { status?: number; cause?: unknown }) {
    super(`${provider}: ${message}`, options?.cause === undefined ? undefined : { cause: options.cause });
    this.provider = provider;
    this.status = options?.status;
  }
}

