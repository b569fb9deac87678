/** Certifications and courses: one per line ('Curso X – Institución (2024)', '2019 | Curso X'). */
import type { CvItem } from '../types.js';
import { isBullet, stripBullet, type Line } from './lines.js';

/** Certification/course lines: 'Curso X – Institución (2024)', '2019 | Curso X'. */
export function parseCertifications(lines: Line[]): CvItem[] {
  return lines
    .map((l) => (isBullet(l.text) ? stripBullet(l.text) : l.text))
    .map((text) => {
      const years = [...text.matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g)].map((m) => m[1]);
      const rest = text
        .replace(/\b(gesti[oó]n\s+)?(19[5-9]\d|20[0-4]\d)\b/gi, '')
        .replace(/[\s,.|()–—-]+$/g, '')
        .replace(/^[\s,.|()–—-]+/g, '');
      const parts = rest.split(/\s+\|\s+|\s+[—–-]\s+|,\s+|\s*\(\s*/).map((p) => p.replace(/\)$/, '').trim()).filter(Boolean);
      return {
        nombre: parts[0] ?? rest,
        nombreInstitucion: parts[1] ?? '',
        periodo: years.length ? `${years[0]} al ${years[years.length - 1]}` : '',
        descripcion: parts.slice(2).join(', '),
      };
    })
    .filter((c) => c.nombre !== '');
}
