/**
 * The roots of every query key, one per kind of server data. A call's key starts with its root
 * (`[...queryKeys.jobs, 'detalle', code, viewer]`), so a write invalidates a whole root and every
 * page built on it refreshes, whichever feature it belongs to: features do not import each other,
 * and this list is what they share.
 */
export const queryKeys = {
  settings: ['configuracion'],
  /** Public companies (the list of the advanced search, a company's page). */
  companies: ['empresas'],
  /** Jobs: searches, the home page, a job's page, category counts, the company's own jobs, the job being edited. */
  jobs: ['empleos'],
  /** Applications: the candidate's, and a job's applicants. */
  applications: ['postulaciones'],
  candidates: ['candidatos'],
  cvs: ['curriculums'],
  templates: ['plantillas'],
  dashboard: ['dashboard'],
  profiles: ['perfiles'],
  blog: ['blog'],
  analyses: ['analisis'],
  payments: ['pagos'],
  admin: ['admin'],
  /** The candidate's saved jobs and alerts, and 'Empleos para ti' (issue 16). */
  savedJobs: ['guardados'],
  alerts: ['alertas'],
  forYou: ['paraTi'],
  /** Messages on applications: the unread counts, the threads, the reply templates (issue 40). */
  messages: ['mensajes'],
  /** The company's team: members and pending invitations (issue 39). */
  team: ['equipo'],
} as const;
