/** The font packages the CV templates use (the browser loads only a template's own). */
export const FONT_PACKAGES = ['roboto', 'lato', 'merriweather'] as const;
export type FontPackage = (typeof FONT_PACKAGES)[number];


/**
 * The CV templates as the catalogue lists them (getListadoPlantillas): id, Spanish
 * NombreDescripcion and colours. No react-pdf here, so lists and HTML do not load it.
 */
export type TemplateInfo = {
  id: number;
  /** NombreDescripcion: 'Nombre: descripción'. */
  nombre: string;
  /** Main colour, shared by the PDF and the HTML rendition. */
  accent: string;
  /** Font packages the PDF template uses (the browser loads only these). */
  fonts: FontPackage[];
  /** false: the template shows no photo (ATS, Compacto, Académico: issue 42). */
  photo?: boolean;
};

export const TEMPLATE_INFO: TemplateInfo[] = [
  { id: 1, nombre: 'Clásico: una columna con tipografía serif', accent: '#1f3a5f', fonts: ['merriweather', 'lato'] },
  { id: 2, nombre: 'Moderno: barra lateral de color', accent: '#1d4e5f', fonts: ['roboto'] },
  { id: 3, nombre: 'Ejecutivo: franja de encabezado', accent: '#1b2a41', fonts: ['lato'] },
  { id: 4, nombre: 'Minimalista: limpio y con mucho aire', accent: '#222222', fonts: ['roboto'] },
  { id: 5, nombre: 'ATS: una columna sin gráficos, la que mejor leen los sistemas de selección', accent: '#1f3a5f', fonts: ['roboto'], photo: false },
  { id: 6, nombre: 'Hoja de vida: formato formal boliviano con foto y tabla de datos personales', accent: '#1f3a5f', fonts: ['lato', 'merriweather'] },
  { id: 7, nombre: 'Compacto: denso, para que todo entre en una página', accent: '#2e4a62', fonts: ['lato'], photo: false },
  { id: 8, nombre: 'Creativo: color intenso, y aun así legible por los sistemas de selección', accent: '#a3214f', fonts: ['roboto'] },
  { id: 9, nombre: 'Académico: formal, con publicaciones y proyectos numerados', accent: '#5b2333', fonts: ['merriweather'], photo: false },
];

export const DEFAULT_TEMPLATE_ID = TEMPLATE_INFO[0].id;

/** The template's info; an unknown id falls back to the first template. */
export function templateInfo(id: number | string | null | undefined): TemplateInfo {
  return TEMPLATE_INFO.find((t) => t.id === Number(id)) ?? TEMPLATE_INFO[0];
}

/**
 * Colours a CV may choose instead of its template's own (dark enough for white text on the
 * Moderno sidebar and the Ejecutivo band). '' keeps the template's colour.
 */
export const CV_COLORS = [
  { hex: '#1f4e79', nombre: 'Azul' },
  { hex: '#2e6b4f', nombre: 'Verde' },
  { hex: '#7b2d3b', nombre: 'Vino' },
  { hex: '#4b3b7a', nombre: 'Morado' },
  { hex: '#9a4a24', nombre: 'Terracota' },
  { hex: '#374151', nombre: 'Grafito' },
] as const;

export const isCvColor = (value: unknown): value is string => typeof value === 'string' && CV_COLORS.some((c) => c.hex === value);
