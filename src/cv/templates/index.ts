/** The registry of CV templates: catalogue info plus the react-pdf component of each. */
import type { ComponentType } from 'react';
import Clasico from './clasico';
import Ejecutivo from './ejecutivo';
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
