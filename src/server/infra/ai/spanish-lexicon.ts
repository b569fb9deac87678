/**
 * Curated Spanish word lists for the local text polisher. Only unambiguous corrections: a word is
 * listed when its unaccented (or misspelt) form is not itself a common correct word, or when the
 * context rules in spanish.ts decide. Keys are compared without accents, so a half-accented input
 * ('compañia') is corrected too.
 */

/** The text without accents, tildes or diaeresis (á → a, ñ → n, ü → u); case is kept. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

/**
 * Correctly accented words. 'xo*' expands to the four adjective forms: xo, xa, xos, xas.
 * A capitalised entry (place names) is always written capitalised.
 */
const ACCENTED_SOURCE = `
también además después través según así aquí allí ahí allá acá jamás demás atrás quizás detrás
todavía más día días país países análisis énfasis síntesis hipótesis paréntesis diagnósticos
área áreas página páginas teléfono teléfonos número números título títulos código códigos
método métodos crédito créditos débito débitos línea líneas cámara cámaras
máquina máquinas vehículo vehículos artículo artículos capítulo capítulos espíritu éxito éxitos
ámbito ámbitos índice índices órgano órganos catálogos trámite trámites depósito depósitos
tráfico términos límites cálculos diálogos géneros hábitos síntoma síntomas parámetro parámetros
kilómetro kilómetros perímetro núcleo océano héroe fábricas música república
práctica prácticas prácticos jóvenes exámenes imágenes órdenes volúmenes resúmenes márgenes
orígenes régimen regímenes certámenes dictámenes crímenes
energía garantía garantías categoría categorías compañía compañías policía mayoría minoría vía
vías guía guías cirugía jerarquía alcaldía alcaldías fiscalía contraloría auditoría auditorías
consultoría consultorías asesoría asesorías tesorería contaduría procuraduría defensoría
ingeniería ingenierías maestría maestrías enfermería hotelería mensajería panadería pastelería
repostería carpintería ferretería librería papelería cafetería peluquería lavandería joyería
minería ganadería galería batería baterías lotería mercadería mercaderías albañilería plomería
cerrajería carnicería heladería zapatería portería herrería pizzería sastrería tapicería
florería economía
reunión opinión unión región religión legión camión avión millón botón salón patrón montón
jardín corazón razón balón carbón algodón jamón pantalón cajón galpón escalafón almacén
gestión cuestión digestión combustión congestión sugestión indigestión
común algún ningún atún inglés francés japonés portugués holandés irlandés escocés finlandés
alemán capitán imán afán volcán boletín botiquín maletín interés estrés menú comité comités café
maní ají sábado sábados miércoles
fácil fáciles difícil difíciles útil útiles ágil ágiles hábil hábiles móvil móviles débil
débiles frágil dócil fértil inútil versátil portátil portátiles táctil estéril cárcel lápiz
césped árbol árboles azúcar carácter líder líderes dólar dólares básquet tórax
bíceps módem álbum
último* próximo* máximo* mínimo* óptimo* rápido* sólido* cálido* tímido* húmedo*
legítimo* idóneo* cómodo* técnico* único* mágico* trágico* histórico* teórico* jurídico* médico*
metódico* periódico* esporádico* pacífico* científico* específico* magnífico* estratégico*
eléctrico* auténtico* idéntico* enérgico* lúdico* rústico* clínico* lógico* didáctico*
farmacéutico* terapéutico* católico*
aprendí adquirí cumplí dirigí asumí recibí viví escribí conseguí seguí elegí ejercí contribuí
construí distribuí definí decidí compartí corregí atendí vendí comprendí emprendí resolví serví
permití promoví subí invertí dividí descubrí impartí asistí concluí incluí
tenía tenían podía podían quería debía vivía atendía dirigía ofrecía conocía mantenía cumplía
recibía resolvía escribía aprendía asistía podría podrían gustaría encantaría tendría haría
estaría querría sabría
diseño diseños diseñador diseñadora diseñadores diseñadoras diseñar compañero compañera
compañeros compañeras español española españoles españolas enseñanza enseñanzas enseñar
pequeño* tamaño tamaños desempeño desempeños desempeñar señor señora señores señoras niñez
niñera montaña montañas mañana mañanas cumpleaños dueño* daño daños baño baños señal señales
reseña reseñas contraseña contraseñas acompañar acompañamiento albañil albañiles otoño
Potosí Perú México Panamá Canadá Japón España Bogotá Bélgica Villazón Yapacaní Guayaramerín
`;

function expand(source: string): string[] {
  const out: string[] = [];
  for (const raw of source.split(/\s+/)) {
    if (!raw) continue;
    if (raw.endsWith('*')) {
      const stem = raw.slice(0, -1).replace(/o$/, '');
      out.push(`${stem}o`, `${stem}a`, `${stem}os`, `${stem}as`);
    } else out.push(raw);
  }
  return out;
}

function buildAccentMap(): Map<string, string> {
  const map = new Map<string, string>();
  for (const word of expand(ACCENTED_SOURCE)) {
    const key = stripAccents(word.toLowerCase());
    const known = map.get(key);
    if (known && known !== word) throw new Error(`Léxico: clave repetida ${key} (${known} / ${word})`);
    map.set(key, word);
  }
  return map;
}

/** A Map, so that words like 'constructor' never hit Object.prototype. */
function mapOf(entries: Record<string, string>): ReadonlyMap<string, string> {
  return new Map(Object.entries(entries));
}

/** Unaccented key → correctly accented word. */
export const ACCENTED: ReadonlyMap<string, string> = buildAccentMap();

/** Common misspellings (key without accents) → correct form (may be two words). */
export const MISSPELLINGS: ReadonlyMap<string, string> = mapOf({
  aser: 'hacer',
  asiendo: 'haciendo',
  exelente: 'excelente',
  exelentes: 'excelentes',
  ecselente: 'excelente',
  excelete: 'excelente',
  exelencia: 'excelencia',
  responsavle: 'responsable',
  responsavles: 'responsables',
  resposable: 'responsable',
  resposables: 'responsables',
  responsabe: 'responsable',
  resonsable: 'responsable',
  responsavilidad: 'responsabilidad',
  responsavilidades: 'responsabilidades',
  resposabilidad: 'responsabilidad',
  resposabilidades: 'responsabilidades',
  esperiencia: 'experiencia',
  esperiencias: 'experiencias',
  experencia: 'experiencia',
  expeciencia: 'experiencia',
  experiensia: 'experiencia',
  expiriencia: 'experiencia',
  exsperiencia: 'experiencia',
  experiancia: 'experiencia',
  conosimiento: 'conocimiento',
  conosimientos: 'conocimientos',
  conocimietos: 'conocimientos',
  conosco: 'conozco',
  conoser: 'conocer',
  desarroyo: 'desarrollo',
  desarroyar: 'desarrollar',
  desarollo: 'desarrollo',
  desarollar: 'desarrollar',
  desarrolo: 'desarrollo',
  desarrolador: 'desarrollador',
  desarroyador: 'desarrollador',
  proactibo: 'proactivo',
  proactiba: 'proactiva',
  proativo: 'proactivo',
  proativa: 'proactiva',
  profecional: 'profesional',
  profecionales: 'profesionales',
  profesinal: 'profesional',
  proficional: 'profesional',
  habilidaes: 'habilidades',
  havilidades: 'habilidades',
  havilidad: 'habilidad',
  abilidades: 'habilidades',
  abilidad: 'habilidad',
  ablar: 'hablar',
  asta: 'hasta',
  enpresa: 'empresa',
  enpresas: 'empresas',
  enpresarial: 'empresarial',
  conputadora: 'computadora',
  conputacion: 'computación',
  sienpre: 'siempre',
  tanbien: 'también',
  tamvien: 'también',
  tambein: 'también',
  tanvien: 'también',
  nesesario: 'necesario',
  nesesaria: 'necesaria',
  nesecario: 'necesario',
  nesecidad: 'necesidad',
  nesesidad: 'necesidad',
  nesesidades: 'necesidades',
  iniciatiba: 'iniciativa',
  creatibo: 'creativo',
  creatiba: 'creativa',
  motibado: 'motivado',
  motibada: 'motivada',
  motibacion: 'motivación',
  organisado: 'organizado',
  organisada: 'organizada',
  organisar: 'organizar',
  organisacion: 'organización',
  organisaciones: 'organizaciones',
  analisar: 'analizar',
  realisar: 'realizar',
  realisado: 'realizado',
  realisando: 'realizando',
  utilisar: 'utilizar',
  utilisando: 'utilizando',
  especialisado: 'especializado',
  especialisada: 'especializada',
  especialisacion: 'especialización',
  capasidad: 'capacidad',
  capasidades: 'capacidades',
  desicion: 'decisión',
  desiciones: 'decisiones',
  decicion: 'decisión',
  deciciones: 'decisiones',
  sertificado: 'certificado',
  sertificados: 'certificados',
  sertificacion: 'certificación',
  estudiente: 'estudiante',
  univercidad: 'universidad',
  lisenciatura: 'licenciatura',
  licensiatura: 'licenciatura',
  lisenciado: 'licenciado',
  lisenciada: 'licenciada',
  vachiller: 'bachiller',
  bachiler: 'bachiller',
  onesto: 'honesto',
  onesta: 'honesta',
  onestidad: 'honestidad',
  onrado: 'honrado',
  onrada: 'honrada',
  onradez: 'honradez',
  umilde: 'humilde',
  umildad: 'humildad',
  alludar: 'ayudar',
  aprendisaje: 'aprendizaje',
  avansado: 'avanzado',
  avansada: 'avanzada',
  eficas: 'eficaz',
  efisiente: 'eficiente',
  efisiencia: 'eficiencia',
  travajo: 'trabajo',
  travajar: 'trabajar',
  travajador: 'trabajador',
  travajadora: 'trabajadora',
  haver: 'haber',
  hiba: 'iba',
  ise: 'hice',
  hise: 'hice',
  hize: 'hice',
  comunicasion: 'comunicación',
  atension: 'atención',
  administrasion: 'administración',
  contavilidad: 'contabilidad',
  ausiliar: 'auxiliar',
  perceverante: 'perseverante',
  perseberante: 'perseverante',
  enpatia: 'empatía',
  enpatico: 'empático',
  enpatica: 'empática',
  liderasgo: 'liderazgo',
  negosiacion: 'negociación',
  negosiar: 'negociar',
  satisfacion: 'satisfacción',
  inovacion: 'innovación',
  inovador: 'innovador',
  inovadora: 'innovadora',
  objetibo: 'objetivo',
  objetibos: 'objetivos',
  ovjetivo: 'objetivo',
  ovjetivos: 'objetivos',
  exijente: 'exigente',
  almasen: 'almacén',
  imbentario: 'inventario',
  inbentario: 'inventario',
  inbentarios: 'inventarios',
  imbentarios: 'inventarios',
  facturasion: 'facturación',
  tributasion: 'tributación',
  inpuestos: 'impuestos',
  inpuesto: 'impuesto',
  conprension: 'comprensión',
  conpromiso: 'compromiso',
  compromizo: 'compromiso',
  conprometido: 'comprometido',
  conprometida: 'comprometida',
  disiplina: 'disciplina',
  disiplinado: 'disciplinado',
  disiplinada: 'disciplinada',
  diciplina: 'disciplina',
  diciplinado: 'disciplinado',
  diciplinada: 'disciplinada',
  sosiable: 'sociable',
  sosiales: 'sociales',
  resolusion: 'resolución',
  provlemas: 'problemas',
  provlema: 'problema',
  ekipo: 'equipo',
  cresimiento: 'crecimiento',
  adactar: 'adaptar',
  adactarme: 'adaptarme',
  adactacion: 'adaptación',
  talves: 'tal vez',
  aveces: 'a veces',
  atraves: 'a través',
  atravez: 'a través',
  travez: 'través',
  osea: 'o sea',
  porfavor: 'por favor',
  hechar: 'echar',
  ejecusion: 'ejecución',
  elavorar: 'elaborar',
  elavoracion: 'elaboración',
  supervicion: 'supervisión',
  supervizar: 'supervisar',
  supervizor: 'supervisor',
  supervizora: 'supervisora',
  injeniero: 'ingeniero',
  injeniera: 'ingeniera',
  injenieria: 'ingeniería',
  programasion: 'programación',
  sofware: 'software',
  sotfware: 'software',
  softwere: 'software',
  hardwere: 'hardware',
  aplicasion: 'aplicación',
  aplicasiones: 'aplicaciones',
  mantenimento: 'mantenimiento',
  mantinimiento: 'mantenimiento',
  electrisista: 'electricista',
  electrisidad: 'electricidad',
  lisencia: 'licencia',
  condusir: 'conducir',
  cosinero: 'cocinero',
  cosinera: 'cocinera',
  cosina: 'cocina',
  cosinar: 'cocinar',
  limpiesa: 'limpieza',
  pasiente: 'paciente',
  pasientes: 'pacientes',
  pasiencia: 'paciencia',
  dosente: 'docente',
  dosentes: 'docentes',
  ensenansa: 'enseñanza',
  pedagojia: 'pedagogía',
  bendedor: 'vendedor',
  bendedora: 'vendedora',
  bentas: 'ventas',
  comersial: 'comercial',
  comersio: 'comercio',
  marketin: 'marketing',
  marqueting: 'marketing',
  publisidad: 'publicidad',
  resepcionista: 'recepcionista',
  recepsionista: 'recepcionista',
  archibo: 'archivo',
  corespondencia: 'correspondencia',
  avogado: 'abogado',
  avogada: 'abogada',
  selecion: 'selección',
  capasitacion: 'capacitación',
  capacitasion: 'capacitación',
  idrocarburos: 'hidrocarburos',
  // Wrongly accented words.
  examen: 'examen',
  joven: 'joven',
  orden: 'orden',
  resumen: 'resumen',
  imagen: 'imagen',
  origen: 'origen',
  caracteres: 'caracteres',
  fue: 'fue',
  dio: 'dio',
  vio: 'vio',
  fui: 'fui',
  ti: 'ti',
});

/** Chat shorthand, applied only to lower-case words. */
export const SHORTHAND: ReadonlyMap<string, string> = mapOf({
  q: 'que',
  k: 'que',
  ke: 'que',
  xq: 'porque',
  xk: 'porque',
  pq: 'porque',
  porq: 'porque',
  tb: 'también',
  tmb: 'también',
  tbn: 'también',
  tmbn: 'también',
  tambn: 'también',
  dnd: 'donde',
  xfa: 'por favor',
  xfavor: 'por favor',
  porfa: 'por favor',
  msj: 'mensaje',
  bn: 'bien',
  pa: 'para',
  pal: 'para el',
  xa: 'para',
  aki: 'aquí',
  info: 'información',
  cel: 'celular',
  compu: 'computadora',
  compus: 'computadoras',
  facu: 'facultad',
});

/** Informal words → formal ones, applied only to lower-case words (keeps the brand 'Chamba'). */
export const INFORMAL: ReadonlyMap<string, string> = mapOf({
  chamba: 'trabajo',
  chambas: 'trabajos',
  chambear: 'trabajar',
  chambeando: 'trabajando',
  chambee: 'trabajé',
  chambeo: 'trabajo',
  chambeado: 'trabajado',
  laburo: 'trabajo',
  laburos: 'trabajos',
  laburar: 'trabajar',
  laburando: 'trabajando',
  cosas: 'tareas',
  cosa: 'tarea',
  chevere: 'excelente',
  bacan: 'excelente',
  ahorita: 'ahora',
});

/**
 * Names written with their usual capitals: tools, Bolivian universities, institutions, places.
 * Applied to lower-case and capitalised words; never to words already in capitals.
 */
const properNames = new Map(
  `Excel Word PowerPoint AutoCAD Photoshop Illustrator JavaScript TypeScript Python Java SQL MySQL
  PostgreSQL Linux Windows Android SAP ERP CRM HTML CSS PHP Git GitHub Facebook Instagram TikTok
  WhatsApp LinkedIn Google Microsoft Office Canva Figma Moodle QuickBooks ArcGIS Revit
  UMSA UMSS UAGRM UCB UPB UPSA USFX UAJMS UATF UTO UPEA UDABOL UTEPSA UNITEPC Unifranz Univalle
  YPFB ENTEL ASFI SEGIP SENASAG CAINCO INFOCAL Fundempresa BCP BNB BMSC AFP CNS NIT RRHH ONG ONGs
  ISO KPI SEO UX UI IA PDF QR GPS
  Bolivia Cochabamba Oruro Tarija Chuquisaca Sucre Beni Quillacollo Sacaba Montero Yacuiba
  Riberalta Uyuni Tupiza Camiri Warnes Viacha`
    .split(/\s+/)
    .filter(Boolean)
    .map((name) => [name.toLowerCase(), name] as const),
);
// 'exel' and 'excell' are frequent misspellings of the spreadsheet.
properNames.set('exel', 'Excel').set('excell', 'Excel');
export const PROPER_NAMES: ReadonlyMap<string, string> = properNames;

/** Words after which 'publico/a/os/as' is the adjective 'público'. */
export const PUBLIC_PREV = new Set(
  `sector sectores administracion salud contador contadora contadores contaduria relaciones obras entidad
  hacienda seguridad educacion funcion contratacion contrataciones informacion consulta audiencia
  subasta obra red via opinion lectura higiene
  entidades institucion instituciones empresa empresas universidad universidades servicio servicios
  servidor servidora servidores funcionario funcionaria funcionarios gestion politica politicas
  al el del espacio espacios transporte ministerio organismo organismos licitacion licitaciones
  ambito cargo cargos trabajo ente entes interes inversion deuda registro registros sistema
  atencion oficina oficinas hospital hospitales colegio colegios escuela escuelas`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after which 'practico/a' is the adjective 'práctico' (never the verb 'practico'). */
export const PRACTICAL_PREV = new Set(
  `conocimiento conocimientos enfoque sentido caso casos ejercicio ejercicios manejo trabajo
  trabajos taller talleres curso cursos aprendizaje examen uso nivel ser soy muy mas sumamente
  bastante aspecto aspectos perfil`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words after which 'critico/a' is the adjective 'crítico'. */
export const CRITICAL_PREV = new Set(
  `pensamiento espiritu analisis sentido juicio punto puntos ruta camino momento momentos estado
  situacion muy ser soy factor factores`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that say 'ano/anos' means years. */
export const YEAR_PREV = new Set(
  `un uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince veinte
  treinta medio varios muchos pocos algunos los el este ese cada por al del ultimo ultimos primer
  primeros segundo tercer cuarto quinto mis sus nuestros estos esos aquellos proximos tantos
  cuantos mas menos`
    .split(/\s+/)
    .filter(Boolean),
);

/** First-person preterites whose unaccented form is also a subjunctive ('trabaje'). */
export const PRETERITE = new Map(
  `trabajé estudié realicé participé colaboré coordiné desarrollé gestioné lideré organicé
  implementé diseñé administré apoyé supervisé elaboré ejecuté manejé operé asesoré capacité dicté
  enseñé programé analicé controlé planifiqué logré alcancé ocupé laboré egresé culminé terminé
  inicié empecé comencé cursé brindé presté formé integré desempeñé acompañé redacté preparé
  registré revisé verifiqué generé mejoré optimicé aumenté incrementé fundé ingresé gané`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [stripAccents(w), w] as const),
);

/** Words after which such a form is a preterite (sentence start counts too). */
export const PRETERITE_PREV = new Set(
  `y e tambien ademas luego despues anteriormente posteriormente previamente recientemente yo ya
  inicialmente finalmente asimismo`
    .split(/\s+/)
    .filter(Boolean),
);

/** Reflexive preterites after 'me' ('me gradue' → 'me gradué'). */
export const REFLEXIVE_PRETERITE = new Map(
  `gradué titulé desempeñé especialicé formé capacité certifiqué encargué dediqué involucré
  incorporé integré actualicé destaqué preparé`
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [stripAccents(w), w] as const),
);

/** Words after which 'se' is the verb 'sé' ('se manejar Excel' → 'sé manejar Excel', 'se que…'). */
export const KNOW_INFINITIVES = new Set(
  `que manejar usar utilizar hablar programar conducir cocinar disenar redactar escribir leer trabajar
  atender vender negociar liderar administrar operar instalar reparar configurar ensenar dibujar
  traducir calcular tocar nadar resolver`
    .split(/\s+/)
    .filter(Boolean),
);

/** Abbreviations after whose period no new sentence starts. */
export const ABBREVIATIONS = new Set(
  `lic ing dr dra sr sra srta arq prof lcdo lcda av nro no num tel cel dpto depto aprox ej etc pag
  vol cap univ sto sta bs ltda cia gral adm tec`
    .split(/\s+/)
    .filter(Boolean),
);
