/**
 * The applicants page's filters and order (decision 074), one function for the server (the
 * optional filters of getpostulantesEmpleo) and the web page (instant filtering of the list).
 * The screening answers' filter (issue 15, questions at apply time) joins `ApplicantView` here.
 */
export type ApplicantOrder = 'fecha' | 'calificacion' | 'puntaje';

export type ApplicantView = {
  /** 0: every state. */
  estado: number;
  /** 0: rated or not; n: rated n or more. */
  calificacionMinima: number;
  /** '': any tag. */
  etiqueta: string;
  orden: ApplicantOrder;
};

export const DEFAULT_APPLICANT_VIEW: ApplicantView = { estado: 0, calificacionMinima: 0, etiqueta: '', orden: 'fecha' };

type Viewable = { Postulacion: number; Estado: number; Calificacion: number | null; Etiquetas: string[]; Puntaje: number | null; FechaPostulacion: string };

/** Newest first on ties; unrated and unscored applicants go last. */
export function viewApplicants<A extends Viewable>(list: A[], view: ApplicantView): A[] {
  const tag = view.etiqueta.trim().toLowerCase();
  const kept = list.filter(
    (a) =>
      (view.estado === 0 || a.Estado === view.estado) &&
      (view.calificacionMinima === 0 || (a.Calificacion ?? 0) >= view.calificacionMinima) &&
      (tag === '' || a.Etiquetas.includes(tag)),
  );
  const newest = (a: A, b: A) => b.FechaPostulacion.localeCompare(a.FechaPostulacion) || b.Postulacion - a.Postulacion;
  const key = (a: A) => (view.orden === 'calificacion' ? a.Calificacion : view.orden === 'puntaje' ? a.Puntaje : null) ?? -1;
  return [...kept].sort((a, b) => (view.orden === 'fecha' ? 0 : key(b) - key(a)) || newest(a, b));
}
