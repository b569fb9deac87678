/**
 * Demo candidates (fictional people). The first one is the README's demo candidate, created by
 * the accounts step and completed here. `sexo` is the SEXES catalogue name.
 */
import candidates from './candidates.json' with { type: 'json' };

export type SeedCandidate = {
  nombre: string;
  apellidos: string;
  correo: string;
  telefono: string;
  profesion: string;
  ciudadId: number;
  fechaNacimiento: string;
  sexo: 'Femenino' | 'Masculino';
  anosExperiencia: number;
  acercade: string;
  tituloTecnico?: string;
  tituloLicenciatura?: string;
  tituloDiplomado?: string;
  tituloMaestria?: string;
  tituloDoctorado?: string;
  /** Keeps the profile private (every other demo profile is 'visible para empresas'). */
  privado?: boolean;
};

/** The candidates (candidates.json beside this file). */
export const SEED_CANDIDATES = candidates as SeedCandidate[];
