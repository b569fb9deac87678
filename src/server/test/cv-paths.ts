/**
 * The CV routes the CV API tests call, written out (not read from the contract: a route that
 * moved must fail the tests).
 */
export const CV_PATHS = {
  CREATE: '/api/servicio/crearcurriculumcandidato',
  QUICK: '/api/servicio/crearcurriculumcandidatov2',
  UPDATE: '/api/servicio/actualizarcurriculum',
  DUPLICATE: '/api/servicio/duplicarcurriculum',
  DELETE: '/api/servicio/eliminarcurriculum',
  FOR_EDIT: '/api/servicio/obtenercurriculum',
  LIST: '/api/servicio/listarcurriculumbycandidato',
  PREVIEW: '/api/servicio/vistapreviacurriculum',
} as const;
