/**
 * CV fonts for react-pdf. The font files come from the @fontsource packages (.woff:
 * react-pdf cannot read .woff2). The browser loads them by URL (fonts.web.ts), the server
 * from node_modules (src/server/infra/pdf/fonts.server.ts); both pass a resolver here.
 *
 * Each family is registered twice: the 'latin' subset (all of Spanish: á é í ó ú ü ñ ¿ ¡)
 * and the 'latin-ext' subset as a fallback family for rarer letters. Templates use the
 * FONTS stacks below, so react-pdf picks the glyph from the first font that has it.
 */
import { Font } from '@react-pdf/renderer';
import { FONT_PACKAGES, type FontPackage } from '../shared/cv/templates';

export { FONT_PACKAGES, type FontPackage };

type Subset = 'latin' | 'latin-ext';
type Weight = 400 | 700;
type Style = 'normal' | 'italic';

/** A font file of a @fontsource package, named as the file: 'roboto-latin-400-normal'. */
export type FontKey = `${FontPackage}-${Subset}-${Weight}-${Style}`;

const FAMILY_NAMES: Record<FontPackage, string> = {
  roboto: 'Roboto',
  lato: 'Lato',
  merriweather: 'Merriweather',
};
const SUBSETS: Subset[] = ['latin', 'latin-ext'];
const VARIANTS: [Weight, Style][] = [
  [400, 'normal'],
  [400, 'italic'],
  [700, 'normal'],
  [700, 'italic'],
];

const familyName = (pkg: FontPackage, subset: Subset) =>
  subset === 'latin' ? FAMILY_NAMES[pkg] : `${FAMILY_NAMES[pkg]} Ext`;

/** Font stacks for templates' `fontFamily`. */
export const FONTS = {
  sans: [familyName('roboto', 'latin'), familyName('roboto', 'latin-ext')],
  lato: [familyName('lato', 'latin'), familyName('lato', 'latin-ext')],
  serif: [familyName('merriweather', 'latin'), familyName('merriweather', 'latin-ext')],
} satisfies Record<string, string[]>;

/** Every font file the templates may use. */
export const FONT_KEYS: FontKey[] = FONT_PACKAGES.flatMap((pkg) =>
  SUBSETS.flatMap((subset) => VARIANTS.map(([w, s]) => `${pkg}-${subset}-${w}-${s}` as FontKey)),
);

/** Module specifier of a font file, e.g. '@fontsource/roboto/files/roboto-latin-400-normal.woff'. */
export const fontModule = (key: FontKey): string =>
  `@fontsource/${key.slice(0, key.indexOf('-'))}/files/${key}.woff`;

/**
 * Turns a font key into what react-pdf loads: a URL (browser) or a file path / data URL
 * (server). Prefer uncompressed TrueType (see woff.ts): WOFF works but renders slower.
 */
export type FontResolver = (key: FontKey) => string;

const registeredPackages = new Set<FontPackage>();
let hyphenationSet = false;

/** The font files of one package. */
export const fontKeysOf = (pkg: FontPackage): FontKey[] => FONT_KEYS.filter((k) => k.startsWith(`${pkg}-`));

/**
 * Registers the CV fonts of the given packages (default: all), each package once; later
 * calls for a registered package do nothing. Also turns hyphenation off so that Spanish
 * words are never split with English rules; very long tokens without spaces may still break
 * so that they never overflow a narrow column, e-mails and links never (splitLongToken).
 */
export function registerCvFonts(resolve: FontResolver, packages: readonly FontPackage[] = FONT_PACKAGES): void {
  for (const pkg of packages) {
    if (registeredPackages.has(pkg)) continue;
    for (const subset of SUBSETS) {
      Font.register({
        family: familyName(pkg, subset),
        fonts: VARIANTS.map(([fontWeight, fontStyle]) => ({
          src: resolve(`${pkg}-${subset}-${fontWeight}-${fontStyle}`),
          fontWeight,
          fontStyle,
        })),
      });
    }
    registeredPackages.add(pkg);
  }
  if (!hyphenationSet) {
    Font.registerHyphenationCallback(splitLongToken);
    hyphenationSet = true;
  }
}

export const isFontPackageRegistered = (pkg: FontPackage): boolean => registeredPackages.has(pkg);

const LONG_TOKEN = 24;

/** E-mails and links: a hyphen inside one makes another address, so they are never split. */
export const isAddress = (word: string): boolean => /@|:\/\/|www\./i.test(word);

/**
 * Whole words, except tokens longer than 24 characters that are no e-mail or link: cut after
 * . / _ - or every 16 characters. Text glued with non-breaking spaces on purpose stays whole.
 * (react-pdf draws a hyphen at every cut it uses; addresses that must wrap in a narrow column
 * are drawn in pieces by templates/parts.tsx AddressText instead.)
 */
export function splitLongToken(word: string): string[] {
  if (word.length <= LONG_TOKEN || word.includes('\u00a0') || isAddress(word)) return [word];
  const parts = word.split(/(?<=[./_])/).flatMap((part) => part.match(/.{0,15}[^-]|.+/gsu) ?? []);
  return parts.length ? parts : [word];
}
