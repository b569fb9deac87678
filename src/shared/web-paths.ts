/**
 * The paths of the web client's pages (src/web/router.tsx), for the server: a URL that matches
 * none answers 404 with the not-found page, so search engines and links see a real 404. A test
 * keeps this list and the router's table the same.
 */
export const WEB_PATHS = [
  '',
  'home',
  'busquedatrabajo',
  'busquedatrabajomapa',
  'busquedaavanzada',
  'detalletrabajo/:code',
  'busquedacandidato',
  'detallecandidato/:code',
  'detalleempresa/:code',
  'login',
  'recuperarcuenta',
  'crear-contrasena',
  'formcontacto',
  'contactanos',
  'blogs',
  'blogs/:slug',
  'crear_mi_cv_rapido',
  'publicar-empleo',
  'pago-sandbox/:tx',
  'terminos',
  'privacidad',
  'Dashboard',
  'misempleos',
  'listaempleos',
  'crearempleo',
  'editarempleo/:code',
  'pagarempleo/:id',
  'listarpostulantes/:code',
  'plantillas-mensajes',
  'cifrasempleo/:code',
  'mispostulaciones',
  'empleosguardados',
  'misalertas',
  'baja-alerta/:token',
  'baja-mensajes/:token',
  'mensajes',
  'mensajes/:postulacion',
  'plantillas-respuesta',
  'cv-compartido/:token',
  'listacurriculum',
  'crearcurriculum',
  'editarcurriculum/:id',
  'pagarcurriculum/:id',
  'mis-pagos',
  'revisioncv',
  'miperfil',
  'miperfilempresa',
  'micuenta',
  'creararticulo',
  'editar-articulo/:id',
  'editar-articulo',
  'admin',
] as const;

const patterns = WEB_PATHS.map((p) => new RegExp(`^/${p.replace(/:\w+/g, '[^/]+')}/?$`));

/** Whether a URL path ('/detalletrabajo/abc') is one of the web client's pages. */
export const isWebPath = (path: string) => patterns.some((re) => re.test(path));
