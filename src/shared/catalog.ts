/**
 * Catalogues of the spec (documents 000 and 001). The rows are data (catalog.json); the same rows
 * are seeded into the database by migration. This file gives them their types and ids: a list
 * of names is numbered from its first id in the order written.
 */
import CATALOG from './catalog.json' with { type: 'json' };

export type CatalogItem = { id: number; nombre: string };

const items = (start: number, names: string[]): CatalogItem[] =>
  names.map((nombre, i) => ({ id: start + i, nombre }));

/** Cities 1-10, with the coordinates of the city (department capital) for the map. */
export const CITIES: (CatalogItem & { lat: number; lon: number; departamento: string })[] = CATALOG.cities;

export const JOB_TYPES: CatalogItem[] = items(1, CATALOG.jobTypes);

/** Categories 1-40. */
export const CATEGORIES: CatalogItem[] = items(1, CATALOG.categories);

/** Experience 0-5 with the minimum years each one means (used by ranking and filters). */
export const EXPERIENCE: (CatalogItem & { minYears: number })[] = CATALOG.experience;

/** Salary options: the value is the upper bound of the range in Bs (6000 = more than 5,000). */
export const SALARY_OPTIONS: CatalogItem[] = CATALOG.salaryOptions;

/** Skills 1-40. */
export const SKILLS: CatalogItem[] = items(1, CATALOG.skills);

/** Languages 41-69. */
export const LANGUAGES: CatalogItem[] = items(41, CATALOG.languages);

export const COMPANY_TYPES: CatalogItem[] = items(1, CATALOG.companyTypes);

export const COMPANY_SIZES: CatalogItem[] = items(1, CATALOG.companySizes);

/** Languages a job posting may ask for (code and name). */
export const JOB_LANGUAGES: { id: string; nombre: string }[] = CATALOG.jobLanguages;

/** Place of work (addition: the map search filters by it). */
export const WORK_MODES: CatalogItem[] = items(1, CATALOG.workModes);

/** Job Estado as the spec labels it. */
export const JOB_STATES: CatalogItem[] = items(1, CATALOG.jobStates);

/** Application pipeline (departure: replaces the applicant delete icon). */
export const APPLICATION_STATES: CatalogItem[] = items(1, CATALOG.applicationStates);

/**
 * The state only the candidate sets, by withdrawing an application not yet decided (decision
 * 079). No company moves an application to it or out of it, so it is not in APPLICATION_STATES
 * (the company's choices, its message templates).
 */
export const WITHDRAWN_STATE: CatalogItem = { id: 6, nombre: 'Retirada' };

/** Every state an application may be in, for names, counts and filters. */
export const ALL_APPLICATION_STATES: CatalogItem[] = [...APPLICATION_STATES, WITHDRAWN_STATE];

export const SEXES: CatalogItem[] = items(1, CATALOG.sexes);

export function nameOf(list: { id: number | string; nombre: string }[], id: number | string | null | undefined, fallback = ''): string {
  return list.find((it) => it.id === id)?.nombre ?? fallback;
}
