/**
 * The words a CV prints in its own language (issue 42): headings, contact labels, reference
 * labels, periods and the catalogue's skills and languages. Spanish is the product's language;
 * English is for CVs sent to mining companies, NGOs and international firms.
 */
import type { CvLanguage } from '../shared/cv/document';
import type { BuiltinSection } from '../shared/cv/sections';
import { LANGUAGES, SKILLS } from '../shared/catalog';

export type CvLabels = {
  headings: Record<BuiltinSection, string> & { contacto: string };
  contacts: { correo: string; telefono: string; direccion: string };
  reference: { telefono: string; correo: string };
  /** 'Presente' / 'Present' for a current job or study. */
  present: string;
  /** The word between two years ('al' in Spanish periods, an en dash in English). */
  periodJoin: string;
  /** The personal data table of the Hoja de vida template (issue 42). */
  personal: { title: string; name: string; profession: string };
};

export const LABELS: Record<CvLanguage, CvLabels> = {
  es: {
    headings: {
      perfil: 'Perfil profesional',
      contacto: 'Contacto',
      experiencia: 'Experiencia',
      formacion: 'Formación',
      certificaciones: 'Certificaciones',
      habilidades: 'Habilidades',
      idiomas: 'Idiomas',
      referencias: 'Referencias',
    },
    contacts: { correo: 'Correo', telefono: 'Teléfono', direccion: 'Dirección' },
    reference: { telefono: 'Teléfono', correo: 'Correo' },
    present: 'Actualidad',
    periodJoin: ' al ',
    personal: { title: 'Datos personales', name: 'Nombre', profession: 'Profesión / título' },
  },
  en: {
    headings: {
      perfil: 'Professional summary',
      contacto: 'Contact',
      experiencia: 'Experience',
      formacion: 'Education',
      certificaciones: 'Certifications',
      habilidades: 'Skills',
      idiomas: 'Languages',
      referencias: 'References',
    },
    contacts: { correo: 'Email', telefono: 'Phone', direccion: 'Address' },
    reference: { telefono: 'Phone', correo: 'Email' },
    present: 'Present',
    periodJoin: ' – ',
    personal: { title: 'Personal details', name: 'Name', profession: 'Profession / degree' },
  },
};

/** English names of the catalogue's skills, by id (1-40, the order of catalog.json). */
const SKILLS_EN = [
  'Effective communication', 'Teamwork', 'Leadership', 'Problem solving', 'Microsoft Excel',
  'Microsoft Word', 'PowerPoint', 'Accounting', 'Customer service', 'Sales',
  'Negotiation', 'Digital marketing', 'Social media', 'Graphic design', 'Photoshop',
  'AutoCAD', 'Programming', 'JavaScript', 'Python', 'Java',
  'SQL', 'Web development', 'React', 'Node.js', 'Project management',
  'Data analysis', 'Power BI', 'Administration', 'Human resources', 'Logistics',
  'Inventory management', 'Invoicing and taxes (SIN)', 'First aid', 'Teaching', 'Cooking',
  "Driver's licence", 'Maintenance', 'Industrial safety', 'Writing', 'Public speaking',
];

/** English names of the catalogue's languages with their level, by id (41-69). */
const LANGUAGES_EN = [
  'English (basic)', 'English (intermediate)', 'English (advanced)', 'Spanish (native)', 'Spanish (advanced)',
  'French (basic)', 'French (intermediate)', 'French (advanced)', 'German (basic)', 'German (intermediate)',
  'German (advanced)', 'Italian (basic)', 'Italian (intermediate)', 'Italian (advanced)', 'Portuguese (basic)',
  'Portuguese (intermediate)', 'Portuguese (advanced)', 'Chinese (basic)', 'Chinese (intermediate)', 'Japanese (basic)',
  'Japanese (intermediate)', 'Quechua (basic)', 'Quechua (advanced)', 'Aymara (basic)', 'Aymara (advanced)',
  'Guarani (basic)', 'Guarani (advanced)', 'Korean (basic)', 'Russian (basic)',
];

/** The catalogue with names in the CV's language (same ids). */
export function catalogIn(language: CvLanguage, kind: 'skills' | 'languages') {
  const catalog = kind === 'skills' ? SKILLS : LANGUAGES;
  if (language === 'es') return catalog;
  const names = kind === 'skills' ? SKILLS_EN : LANGUAGES_EN;
  return catalog.map((item, i) => ({ id: item.id, nombre: names[i] ?? item.nombre }));
}

/**
 * A stored period in the CV's language. Spanish keeps the wizard's form ('2019 al 2023',
 * '2021 a la actualidad'); English reads '2019 – 2023' and '2021 – Present'. Free text from
 * older CVs is shown as it is.
 */
export function periodIn(language: CvLanguage, period: string): string {
  if (language === 'es' || !period) return period;
  const current = /^(\d{4})\s+a la actualidad$/i.exec(period);
  if (current) return `${current[1]}${LABELS.en.periodJoin}${LABELS.en.present}`;
  if (/^actualidad$/i.test(period)) return LABELS.en.present;
  const range = /^(\d{1,4})\s+al\s+(\d{1,4})$/.exec(period);
  if (range) return `${range[1]}${LABELS.en.periodJoin}${range[2]}`;
  return period;
}
