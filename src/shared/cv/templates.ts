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
};

export const TEMPLATE_INFO: TemplateInfo[] = [
  { id: 1, nombre: 'Clásico: una columna con tipografía serif', accent: '#1f3a5f', fonts: ['merriweather', 'lato'] },
  { id: 2, nombre: 'Moderno: barra lateral de color', accent: '#1d4e5f', fonts: ['roboto'] },
  { id: 3, nombre: 'Ejecutivo: franja de encabezado', accent: '#1b2a41', fonts: ['lato'] },
  { id: 4, nombre: 'Minimalista: limpio y con mucho aire', accent: '#222222', fonts: ['roboto'] },
];

export const DEFAULT_TEMPLATE_ID = TEMPLATE_INFO[0].id;

/** The template's info; an unknown id falls back to the first template. */
export function templateInfo(id: number | string | null | undefined): TemplateInfo {
  return TEMPLATE_INFO.find((t) => t.id === Number(id)) ?? TEMPLATE_INFO[0];
}
