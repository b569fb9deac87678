/**
 * Demo job offers. Each one is published by `empresa` in `ciudades` (one job per city listed);
 * the marketplace seed spreads them over dates, states and salaries. Ids are the catalogue's
 * (src/shared/catalog.ts): categoria 1-40, tipo 1-5, experiencia 0-5, modalidad 1-3,
 * habilidades 1-40, idiomas JOB_LANGUAGES codes.
 */
import jobsByCompany from './jobs.json' with { type: 'json' };

export type SeedJob = {
  empresa: string;
  categoria: number;
  titulo: string;
  descripcion: string;
  requerimientos: string[];
  responsabilidades: string[];
  habilidades: number[];
  idiomas: string[];
  experiencia: number;
  /** Bs per month; 0 is 'A convenir'. */
  salario: number;
  tipo: number;
  modalidad: number;
  ciudades: number[];
};

export const BENEFITS = [
  'seguro de salud a corto plazo y aportes a la Gestora',
  'aguinaldo y doble aguinaldo cuando corresponda por ley',
  'capacitación pagada por la empresa',
  'ambiente de trabajo joven y colaborativo',
  'bono de transporte y refrigerio',
  'estabilidad laboral y contrato indefinido tras el periodo de prueba',
  'horario de lunes a viernes con sábados libres',
  'línea de carrera y evaluaciones semestrales',
  'uniformes y equipo de trabajo',
  'bono por cumplimiento de metas',
];

/** The jobs, by the key of the company that publishes them (jobs.json beside this file), in that order. */
const byCompany = jobsByCompany as Record<string, Omit<SeedJob, 'empresa'>[]>;
export const SEED_JOBS: SeedJob[] = Object.entries(byCompany).flatMap(([empresa, jobs]) => jobs.map((job) => ({ empresa, ...job })));
