/**
 * Periods of education, certification and experience items.
 * The wizard's period field takes digits only (at most 8) and shows them as 'YYYY al YYYY'.
 */
export const PERIOD_MAX_DIGITS = 8;
/** Longest formatted period: 'YYYY al YYYY'. */
export const PERIOD_MAX_LENGTH = 12;

/**
 * Input mask: keeps the digits (at most 8) and shows them as 'YYYY al YYYY'.
 * Partial input stays partial: '2019' -> '2019', '20192' -> '2019 al 2'.
 */
export function formatPeriod(input: string | number | null | undefined): string {
  const digits = String(input ?? '').replace(/\D/g, '').slice(0, PERIOD_MAX_DIGITS);
  return digits.length <= 4 ? digits : `${digits.slice(0, 4)} al ${digits.slice(4)}`;
}

/**
 * How a stored period is displayed: a digits-only value is formatted, anything else
 * (already formatted, or free text from older data) is shown trimmed as it is.
 */
export function displayPeriod(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  return /^\d+$/.test(text) ? formatPeriod(text) : text.replace(/\s+/g, ' ');
}

/** How a current job or study reads: '2021 a la actualidad' ('Actualidad' before the year is typed). */
export const CURRENT_SUFFIX = ' a la actualidad';

/** The period of a current job or study, from its start year (digits only, at most 4). */
export function currentPeriod(start: string): string {
  const year = start.replace(/\D/g, '').slice(0, 4);
  return year ? `${year}${CURRENT_SUFFIX}` : 'Actualidad';
}

/** A stored period split for the wizard's field: its digits and whether it is current ('Actualidad'). */
export function splitPeriod(value: string): { digits: string; current: boolean } {
  const current = /actualidad$/i.test(value.trim());
  return { digits: value.replace(/\D/g, '').slice(0, current ? 4 : PERIOD_MAX_DIGITS), current };
}
