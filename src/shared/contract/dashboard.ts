/** Dashboard charts (spec 000 sections 2, 3, 7): the company's, the admin's and the candidate's. */
import { z } from 'zod';
import { access, endpoint } from './endpoint';
import { counts, datosReply } from './shapes';

const perMonth = z.array(z.object({ mes: z.string(), cantidad: z.number() }));

export const dashboardCharts = z.object({
  /** Applications per month, the last 12 months of La Paz, oldest first, 'YYYY-MM'. */
  PostulantesPorMes: perMonth,
  /** Jobs published per month, same months. */
  EmpleosPorMes: perMonth,
  /** The jobs with most applications (at most 10). */
  postulacionesPorEmpleo: z.array(z.object({ empleo: z.string(), CodigoEmpleo: z.string(), cantidad: z.number() })),
  /** Applications per pipeline status, every status present. */
  candidatosporempleo: z.array(z.object({ estado: z.number(), estado_nombre: z.string(), cantidad: z.number() })),
  ...counts('TotalEmpleos', 'TotalPostulantes', 'EmpleosActivos', 'EmpleosPendientes', 'EmpleosVencidos', 'PostulantesEsteMes'),
  /** Addition (issue 39): the company's public jobs featured now (staff: all of them; a candidate: 0). */
  EmpleosDestacados: z.number(),
});
export type DashboardCharts = z.infer<typeof dashboardCharts>;

export const getDashboardCharts = endpoint('POST /api/servicio/graficasdashboard', access.signedIn, {
  summary: 'Cifras y gráficas del dashboard de la sesión (empresa, administrador o candidato)',
  reply: datosReply(dashboardCharts),
});
