/** The registry of CV templates: catalogue info plus the react-pdf component of each. */
import type { ComponentType } from 'react';
import Academico from './academico';
import Ats from './ats';
import Clasico from './clasico';
import Compacto from './compacto';
import Creativo from './creativo';
import Ejecutivo from './ejecutivo';
import HojaDeVida from './hoja-de-vida';
import Minimalista from './minimalista';
import Moderno from './moderno';
import { TEMPLATE_INFO, type TemplateInfo } from '../../shared/cv/templates';
import type { CvTemplateProps } from './types';

export type CvTemplate = TemplateInfo & { Component: ComponentType<CvTemplateProps> };

const COMPONENTS: Record<number, ComponentType<CvTemplateProps>> = {
  1: Clasico,
  2: Moderno,
  3: Ejecutivo,
  4: Minimalista,
  5: Ats,
  6: HojaDeVida,
  7: Compacto,
  8: Creativo,
  9: Academico,
};

export const TEMPLATES: CvTemplate[] = TEMPLATE_INFO.filter((t) => COMPONENTS[t.id]).map((t) => ({
  ...t,
  Component: COMPONENTS[t.id],
}));

/** The template with this id; an unknown id falls back to the first template. */
export function getTemplate(id: number | string | null | undefined): CvTemplate {
  return TEMPLATES.find((t) => t.id === Number(id)) ?? TEMPLATES[0];
}

export type { CvPhoto, CvTemplateProps } from './types';
export { TEMPLATE_INFO, templateInfo, type TemplateInfo } from '../../shared/cv/templates';
