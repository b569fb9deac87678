/**
 * Numbers as Bolivian Spanish writes them (es-BO: 1.234.567 and 1.234,5), without Intl. The
 * first `toLocaleString('es-BO')` of a page loads ICU's data for the locale: 100-380 ms of main
 * thread on a phone-class CPU (Chromium, CPU x4), in the first render of every public page that
 * shows a count or a salary. These give the same text (format-number.test.ts compares them with
 * Intl) at the cost of a string operation.
 */

/** Groups of three with a dot: 1234567 → "1.234.567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * `n` with at most `maxFraction` decimals (3, as toLocaleString) and at least `minFraction`,
 * after a decimal comma: formatNumber(1234.5) → "1.234,5", formatNumber(2, 1, 1) → "2,0".
 */
export function formatNumber(n: number, minFraction = 0, maxFraction = Math.max(3, minFraction)): string {
  if (!Number.isFinite(n)) return Number.isNaN(n) ? 'NaN' : n > 0 ? '∞' : '-∞';
  const abs = Math.abs(n);
  // Rounded on the number's decimal text, as Intl does (99.9995 → 100, where toFixed gives 99.999).
  const text = String(abs);
  const rounded = text.includes('e') ? abs : Math.round(Number(`${text}e${maxFraction}`)) / 10 ** maxFraction;
  const [whole, fraction = ''] = rounded.toFixed(maxFraction).split('.');
  let decimals = fraction.replace(/0+$/, '');
  while (decimals.length < minFraction) decimals += '0';
  // Intl keeps the sign of a negative that rounds to zero ("-0").
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  return `${sign}${grouped(whole)}${decimals ? `,${decimals}` : ''}`;
}
