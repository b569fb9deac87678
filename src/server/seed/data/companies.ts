/**
 * Demo companies (fictional, Bolivian). `key` ties jobs to their company; the first one is the
 * README's demo company, which already exists (created by the accounts step) and is completed here.
 * Catalogue ids: src/shared/catalog.ts (cities, COMPANY_TYPES, COMPANY_SIZES).
 */
import companies from './companies.json' with { type: 'json' };

export type LogoShape = 'circle' | 'hexagon' | 'triangles' | 'bars' | 'diamond' | 'rings' | 'mountain' | 'leaf';

export type SeedCompany = {
  key: string;
  nombre: string;
  correo: string;
  responsable: { nombre: string; apellidos: string; profesion: string };
  telefono: string;
  ciudadId: number;
  direccion: string;
  tipoEmpresaId: number;
  tamanoEmpresaId: number;
  anioFundacion: number;
  descripcion: string;
  acercade: string;
  logo: { shape: LogoShape; colors: [string, string] };
};

export const DEMO_COMPANY_KEY = 'andes';

/** The companies (companies.json beside this file), the demo company first. */
export const SEED_COMPANIES = companies as SeedCompany[];
