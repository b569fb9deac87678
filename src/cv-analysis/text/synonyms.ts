/**
 * Synonym table for matching: each concept lists words (matched by stem) and phrases
 * (folded regular-expression sources, replaced before tokenising). Phrases win over words,
 * so 'administración de medicamentos' is not 'administración'.
 */
import { stem } from './stem.js';

interface Concept {
  words?: string[];
  phrases?: string[];
}

export const CONCEPTS: Record<string, Concept> = {
  contabilidad: {
    words: ['contador', 'contadora', 'contadores', 'contaduria', 'contabilidad', 'contable', 'contables', 'auditor', 'auditora', 'auditoria', 'accounting', 'accountant'],
  },
  impuestos: {
    words: ['impuestos', 'impuesto', 'tributario', 'tributaria', 'tributacion', 'tributos', 'facturacion', 'factura', 'facturas', 'iva', 'siat', 'fiscalizacion', 'tax'],
    phrases: ['servicio de impuestos nacionales', 'impuestos nacionales', 'declaracion(?:es)? jurada(?:s)?', 'rc-iva'],
  },
  programador: {
    words: ['programador', 'programadora', 'programacion', 'developer', 'programming', 'fullstack', 'frontend', 'backend'],
    phrases: [
      'desarrollador(?:a|es)?\\s+(?:de\\s+)?(?:web|software|sistemas|aplicaciones|full\\s?stack|front\\s?end|back\\s?end|movil|java|php)',
      'desarrollo\\s+(?:de\\s+)?(?:web|software|sistemas|aplicaciones)',
      'full\\s?stack', 'front\\s?end', 'back\\s?end', 'software engineer', 'ingenier[oa] de software',
    ],
  },
  informatica: {
    words: ['informatica', 'informatico', 'computacion'],
    phrases: ['ingenier(?:o|a|ia) (?:de |en )?sistemas', 'ingenier(?:o|a|ia) informatic[oa]', 'computer science', 'ciencias de la computacion', 'sistemas informaticos'],
  },
  web: { words: ['web', 'html', 'css'], phrases: ['pagina(?:s)? web', 'sitio(?:s)? web'] },
  javascript: { words: ['javascript', 'typescript', 'js'] },
  react: { words: ['react', 'reactjs', 'react.js', 'next.js', 'nextjs'] },
  node: { words: ['node', 'nodejs', 'node.js', 'express'] },
  sql: { words: ['sql', 'mysql', 'postgresql', 'postgres', 'oracle', 'database'], phrases: ['bases? de datos', 'sql server'] },
  git: { words: ['git', 'github', 'gitlab'], phrases: ['control de versiones'] },
  api: { words: ['api', 'apis', 'rest', 'restful', 'graphql', 'microservicios'] },
  ingles: { words: ['ingles', 'english'] },
  ventas: {
    words: ['ventas', 'venta', 'vendedor', 'vendedora', 'vender', 'sales', 'seller'],
    phrases: ['key account', 'ejecutiv[oa] de cuentas', '(?:ejecutiv[oa]|asesor[a]?|gerente|agente|representante|jef[ea]|area|departamento|gestion) comercial'],
  },
  clientes: { words: ['cliente', 'clientes', 'customer', 'customers'], phrases: ['atencion al cliente', 'servicio al cliente', 'customer service', 'atencion a clientes'] },
  caja: { words: ['caja', 'cajero', 'cajera', 'cajeros', 'cashier', 'teller', 'ventanilla', 'arqueo', 'arqueos', 'cobro', 'cobros', 'cobranza', 'cobranzas'] },
  // Job families of the Bolivian market, worded differently by postings and CVs (issue 37).
  almacen: { words: ['almacen', 'almacenes', 'almacenero', 'almacenera', 'bodega', 'bodegas', 'bodeguero', 'bodeguera', 'warehouse'], phrases: ['centro de distribucion'] },
  recepcionista: { words: ['recepcionista', 'recepcionistas', 'receptionist', 'conserje'], phrases: ['front desk(?: agent)?', 'recepcion (?:de|del) hotel', 'recepcion hotelera'] },
  hoteleria: { words: ['hotel', 'hoteles', 'hotelera', 'hotelero', 'hoteleria', 'hostal', 'hospedaje', 'hospitality'] },
  soporte_ti: {
    words: ['helpdesk'],
    phrases: ['soporte (?:tecnico|informatico|ti|it|a usuarios)', 'mesa de ayuda', 'help desk', 'service desk', 'it support', 'technical support'],
  },
  redes: { words: ['redes', 'networking', 'network', 'networks', 'mikrotik', 'ccna'], phrases: ['redes (?:lan|wifi|de datos|y telecomunicaciones|informaticas)', 'administracion de redes', 'cableado estructurado'] },
  seguridad_industrial: {
    words: ['hse', 'sso', 'ssoma', 'sysoma', 'hseq'],
    phrases: ['seguridad industrial', 'salud ocupacional', 'seguridad y salud (?:en el trabajo|ocupacional)', 'prevencion de riesgos(?: laborales)?', 'occupational (?:health|safety)', 'industrial safety'],
  },
  agronomia: { words: ['agronomo', 'agronoma', 'agronomos', 'agronomia', 'agronomica', 'agronomico', 'agronomist', 'agronomy', 'agricola', 'agricolas', 'agricultura', 'agricultor', 'agropecuario', 'agropecuaria'] },
  metas: { words: ['metas', 'meta', 'cuotas', 'targets'], phrases: ['objetivos de venta'] },
  enfermeria: { words: ['enfermera', 'enfermero', 'enfermeras', 'enfermeria', 'nurse', 'nursing'] },
  medicina: { words: ['medico', 'medica', 'medicina', 'physician', 'cirujano'] },
  hospital: { words: ['hospital', 'hospitalaria', 'hospitalario', 'hospitalizacion', 'clinica', 'policlinico', 'internacion', 'uti'], phrases: ['centro de salud', 'terapia intensiva'] },
  primeros_auxilios: { words: ['rcp', 'bls', 'reanimacion'], phrases: ['primeros auxilios', 'soporte vital', 'first aid'] },
  medicamentos: { words: ['medicamentos', 'medicacion'], phrases: ['administracion de medicamentos'] },
  turnos: { words: ['turnos', 'turno', 'guardias', 'guardia'], phrases: ['turnos rotativos'] },
  administracion: { words: ['administracion', 'administrador', 'administradora', 'administrativo', 'administrativa'], phrases: ['ingenieria comercial', 'business administration'] },
  derecho: { words: ['abogado', 'abogada', 'derecho', 'legal', 'juridico', 'juridica', 'lawyer'] },
  docencia: { words: ['docente', 'docencia', 'profesor', 'profesora', 'maestro', 'maestra', 'ensenanza', 'teacher', 'teaching'] },
  marketing: { words: ['marketing', 'mercadeo', 'publicidad'], phrases: ['redes sociales', 'community manager', 'social media'] },
  conducir: { words: ['chofer', 'conductor', 'conductora', 'driver'], phrases: ['licencia de conducir', 'licencia categoria'] },
  licenciatura: { words: ['licenciatura', 'licenciado', 'licenciada', 'bachelor'] },
  matricula: { words: ['matricula', 'colegiado', 'colegiada'], phrases: ['registro profesional'] },
  estados_financieros: { phrases: ['estados financieros', 'balance general', 'cierres? contables?', 'cierres? mensuales?'] },
  niif: { words: ['niif', 'nic', 'ifrs'] },
  sap: { words: ['sap'] },
  excel: { words: ['excel'], phrases: ['hojas? de calculo'] },
  ofimatica: { words: ['office', 'ofimatica', 'powerpoint', 'outlook'], phrases: ['paquetes? (?:de )?(?:microsoft )?office', 'microsoft office', 'ms office', 'office 365', 'word,? excel'] },
};

/** A concept's term: its name as one token (the tokenizer splits at '_'). */
const conceptTerm = (name: string) => name.replace(/_/g, '');

/** Phrase alternatives, longest first, each with its concept. */
export const PHRASES: { re: RegExp; concept: string }[] = Object.entries(CONCEPTS)
  .flatMap(([concept, c]) => (c.phrases ?? []).map((p) => ({ source: p, concept: conceptTerm(concept) })))
  .sort((a, b) => b.source.length - a.source.length)
  .map(({ source, concept }) => ({ re: new RegExp(`(?<![a-z0-9])(?:${source})(?![a-z0-9])`, 'g'), concept }));

/** Stem (or literal token) -> concept. */
export const STEM_TO_CONCEPT = new Map<string, string>(
  Object.entries(CONCEPTS).flatMap(([concept, c]) =>
    (c.words ?? []).flatMap((w) => [[stem(w), conceptTerm(concept)] as [string, string], [w, conceptTerm(concept)] as [string, string]]),
  ),
);
