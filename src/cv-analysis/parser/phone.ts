/**
 * Bolivian phone numbers. Mobiles: 8 digits starting with 6 or 7, with or without +591/591,
 * spaces or dashes -> '+591 7XXXXXXX'. Landlines: a one-digit area code (2 La Paz, Oruro,
 * Potosí; 3 Santa Cruz, Beni, Pando; 4 Cochabamba, Chuquisaca, Tarija) and 7 digits, as in
 * '(4) 4251234', '4-4251234', '+591 3 3345678' -> '+591 4 4251234'.
 */
import { normalizeForMatch } from '../text/normalize.js';

export interface PhoneCandidate {
  normalized: string;
  mobile: boolean;
  labelled: boolean;
  areaMarked: boolean;
}

const RUN = /(?:\+|\(\+?)?\d[\d\s().-]{5,20}\d/g;
const PHONE_LABEL = /(cel|celular|movil|mobile|telf|tel|telefono|telefonos|phone|whatsapp|wsp|fono|contacto|nro|numero)\.?\s*:?\s*$/;
const ID_LABEL = /\b(c\.?\s?i|cedula|carnet|nit|dni|registro|matricula|n°|nº|no|cod|codigo)\.?\s*:?\s*$/;
const YEAR_RANGE = /\b(19|20)\d{2}\s*[-.]\s*(19|20)\d{2}\b/;

/** Normalises one run of digits, or returns null when it is not a Bolivian phone. */
export function normalizePhone(run: string): Omit<PhoneCandidate, 'labelled'> | null {
  if (YEAR_RANGE.test(run)) return null;
  let digits = run.replace(/\D/g, '');
  const hadCountry = /^(\+|00)?\(?\+?591/.test(run.trim()) || (digits.startsWith('591') && digits.length >= 10);
  if (hadCountry) digits = digits.replace(/^(00)?591/, '');
  // '(4) 4251234' or '4-4251234': the area digit set apart from the 7-digit number.
  const local = run.replace(/^\s*(\+|00)?\(?\+?591\)?[\s.-]*/, '');
  const areaMarked = /^\s*\(?\s*0?[234]\s*\)?[\s.-]+\d{7}\s*$/.test(local) || /^\(\s*0?[234]\s*\)/.test(local.trim());
  if (digits.length === 9 && /^0[234]/.test(digits)) digits = digits.slice(1);
  if (digits.length === 8 && /^[67]/.test(digits)) return { normalized: `+591 ${digits}`, mobile: true, areaMarked: false };
  if (digits.length === 8 && /^[234]/.test(digits)) {
    return { normalized: `+591 ${digits[0]} ${digits.slice(1)}`, mobile: false, areaMarked: areaMarked || hadCountry };
  }
  if (digits.length === 7 && /^[234]/.test(digits)) {
    return { normalized: `+591 ${digits[0]} ${digits}`, mobile: false, areaMarked: false };
  }
  return null;
}

/** Phone-like numbers in a line, in order. Identity numbers (C.I., NIT) are skipped. */
export function findPhones(text: string): PhoneCandidate[] {
  const out: PhoneCandidate[] = [];
  for (const part of text.split(/[/,;|–—]| y | o /)) {
    for (const m of part.matchAll(RUN)) {
      const before = normalizeForMatch(part.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0));
      if (ID_LABEL.test(before)) continue;
      const phone = normalizePhone(m[0]);
      if (!phone) continue;
      const labelled = PHONE_LABEL.test(before) || /\b(cel|tel|telf|movil|phone)\b/.test(before);
      // Bare 7-digit numbers without a label are too ambiguous (identity numbers, codes).
      if (!phone.mobile && !phone.areaMarked && !labelled && m[0].replace(/\D/g, '').length === 7) continue;
      out.push({ ...phone, labelled });
    }
  }
  return out;
}

/** The candidate's phone: labelled and mobile numbers first, then the earliest. */
export function pickPhone(candidates: { phone: PhoneCandidate; order: number; inHeader: boolean }[]): string | null {
  let best: { score: number; value: string } | null = null;
  for (const c of candidates) {
    const p = c.phone;
    const score = (c.inHeader ? 4 : 0) + (p.mobile ? 2 : 0) + (p.labelled ? 1 : 0) + (p.areaMarked ? 0.5 : 0) - c.order * 0.001;
    if (!best || score > best.score) best = { score, value: p.normalized };
  }
  return best?.value ?? null;
}
