/**
 * Demo blog (issue 7): useful articles for job seekers and employers in Bolivia, written by the
 * admin, with cover images drawn from SVG shapes and encoded by sharp. Runs once: nothing is
 * added when the blog already has articles.
 */
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../core/context';
import { articles, users } from '../db/schema';
import { createArticle } from '../modules/blog/public';
import { laPazDayFrom } from '../core/time';
import { DEMO_ACCOUNTS } from './accounts';

type SeedArticle = {
  titulo: string;
  descripcionCorta: string;
  categoria: string;
  etiquetas: string[];
  /** Days before the seed date. */
  haceDias: number;
  cover: (c: Palette) => string;
  html: string;
};

type Palette = { from: string; to: string; ink: string; accent: string };

const PALETTES: Palette[] = [
  { from: '#0f766e', to: '#115e59', ink: '#ffffff', accent: '#fde047' },
  { from: '#1d4ed8', to: '#1e3a8a', ink: '#ffffff', accent: '#fbbf24' },
  { from: '#b91c1c', to: '#7f1d1d', ink: '#ffffff', accent: '#fde68a' },
  { from: '#15803d', to: '#14532d', ink: '#ffffff', accent: '#bef264' },
  { from: '#6d28d9', to: '#4c1d95', ink: '#ffffff', accent: '#f9a8d4' },
  { from: '#c2410c', to: '#7c2d12', ink: '#ffffff', accent: '#fde047' },
  { from: '#be185d', to: '#831843', ink: '#ffffff', accent: '#a7f3d0' },
];

/** A 1200x630 card: gradient, soft circles, and the article's own drawing in the middle. */
function frame(c: Palette, drawing: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${c.from}"/><stop offset="1" stop-color="${c.to}"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <circle cx="1080" cy="80" r="190" fill="${c.ink}" opacity="0.07"/>
  <circle cx="120" cy="580" r="240" fill="${c.ink}" opacity="0.06"/>
  <circle cx="980" cy="560" r="70" fill="${c.accent}" opacity="0.35"/>
  ${drawing}
</svg>`;
}

const cvDrawing = (c: Palette) =>
  frame(
    c,
    `<g transform="translate(420 95)">
      <rect width="360" height="450" rx="22" fill="${c.ink}"/>
      <circle cx="80" cy="90" r="44" fill="${c.accent}"/>
      <rect x="145" y="62" width="170" height="18" rx="9" fill="${c.from}"/>
      <rect x="145" y="98" width="120" height="14" rx="7" fill="${c.from}" opacity="0.5"/>
      ${[170, 205, 240].map((y) => `<rect x="40" y="${y}" width="280" height="12" rx="6" fill="${c.to}" opacity="0.35"/>`).join('')}
      ${[295, 330, 365, 400].map((y, i) => `<rect x="40" y="${y}" width="${i % 2 ? 200 : 260}" height="12" rx="6" fill="${c.to}" opacity="0.25"/>`).join('')}
      <circle cx="330" cy="420" r="46" fill="${c.accent}"/>
      <path d="M308 420 l16 16 l30 -32" stroke="${c.to}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
    </g>`,
  );

const interviewDrawing = (c: Palette) =>
  frame(
    c,
    `<g transform="translate(330 140)">
      <rect width="300" height="190" rx="30" fill="${c.ink}"/>
      <path d="M70 190 l-20 70 l80 -70z" fill="${c.ink}"/>
      ${[55, 95, 135].map((y, i) => `<rect x="40" y="${y}" width="${i === 2 ? 140 : 220}" height="16" rx="8" fill="${c.from}" opacity="0.6"/>`).join('')}
      <rect x="250" y="120" width="290" height="180" rx="30" fill="${c.accent}"/>
      <path d="M470 300 l20 70 l-80 -70z" fill="${c.accent}"/>
      ${[165, 205, 245].map((y, i) => `<rect x="290" y="${y}" width="${i === 1 ? 150 : 210}" height="16" rx="8" fill="${c.to}" opacity="0.6"/>`).join('')}
    </g>`,
  );

const aguinaldoDrawing = (c: Palette) =>
  frame(
    c,
    `<g transform="translate(430 120)">
      <rect x="0" y="130" width="340" height="270" rx="18" fill="${c.ink}"/>
      <rect x="-20" y="80" width="380" height="80" rx="16" fill="${c.accent}"/>
      <rect x="150" y="80" width="40" height="320" fill="${c.from}"/>
      <path d="M170 80 C110 0 40 30 90 80 Z" fill="${c.accent}" stroke="${c.to}" stroke-width="6"/>
      <path d="M170 80 C230 0 300 30 250 80 Z" fill="${c.accent}" stroke="${c.to}" stroke-width="6"/>
      <circle cx="75" cy="270" r="34" fill="${c.accent}" opacity="0.8"/>
      <circle cx="265" cy="300" r="26" fill="${c.accent}" opacity="0.8"/>
    </g>`,
  );

const vacationDrawing = (c: Palette) =>
  frame(
    c,
    `<circle cx="760" cy="200" r="90" fill="${c.accent}"/>
     <path d="M0 470 Q300 400 600 470 T1200 470 V630 H0Z" fill="${c.ink}" opacity="0.9"/>
     <path d="M0 520 Q300 470 600 520 T1200 520 V630 H0Z" fill="${c.accent}" opacity="0.5"/>
     <g transform="translate(430 170)">
       <rect x="0" y="0" width="250" height="230" rx="18" fill="${c.ink}"/>
       <rect x="0" y="0" width="250" height="56" rx="18" fill="${c.accent}"/>
       ${[0, 1, 2, 3].map((r) => [0, 1, 2, 3, 4].map((col) => `<rect x="${22 + col * 44}" y="${78 + r * 36}" width="30" height="24" rx="5" fill="${c.from}" opacity="${(r * 5 + col) % 3 === 0 ? 0.9 : 0.3}"/>`).join('')).join('')}
     </g>`,
  );

const salaryDrawing = (c: Palette) =>
  frame(
    c,
    `<g transform="translate(360 130)">
      ${[0, 1, 2, 3].map((i) => `<rect x="${i * 110}" y="${330 - (i + 1) * 75}" width="80" height="${(i + 1) * 75}" rx="10" fill="${c.ink}" opacity="${0.55 + i * 0.15}"/>`).join('')}
      <path d="M20 250 L140 190 L250 160 L380 40" stroke="${c.accent}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <path d="M340 40 H385 V85" stroke="${c.accent}" stroke-width="14" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
      <circle cx="470" cy="300" r="58" fill="${c.accent}"/>
      <circle cx="470" cy="300" r="40" fill="none" stroke="${c.to}" stroke-width="8"/>
    </g>`,
  );

const rightsDrawing = (c: Palette) =>
  frame(
    c,
    `<g transform="translate(600 110)" fill="${c.ink}">
      <rect x="-10" y="0" width="20" height="360" rx="8"/>
      <rect x="-210" y="60" width="420" height="18" rx="9"/>
      <rect x="-90" y="350" width="180" height="30" rx="12"/>
      <path d="M-190 78 L-250 230 H-130 Z" fill="none" stroke="${c.ink}" stroke-width="8"/>
      <path d="M190 78 L130 230 H250 Z" fill="none" stroke="${c.ink}" stroke-width="8"/>
      <path d="M-270 230 a80 40 0 0 0 160 0z" fill="${c.accent}"/>
      <path d="M110 230 a80 40 0 0 0 160 0z" fill="${c.accent}"/>
      <circle cx="0" cy="20" r="26" fill="${c.accent}"/>
    </g>`,
  );

const companyDrawing = (c: Palette) =>
  frame(
    c,
    `<g transform="translate(360 150)">
      <path d="M0 120 L260 20 V330 L0 230 Z" fill="${c.ink}"/>
      <rect x="-60" y="120" width="70" height="110" rx="12" fill="${c.accent}"/>
      <rect x="40" y="230" width="50" height="110" rx="10" fill="${c.ink}" opacity="0.8"/>
      <path d="M300 110 q50 65 0 130" stroke="${c.accent}" stroke-width="14" fill="none" stroke-linecap="round"/>
      <path d="M340 70 q90 105 0 210" stroke="${c.accent}" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.7"/>
      <path d="M380 30 q130 145 0 290" stroke="${c.accent}" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.4"/>
    </g>`,
  );

export const SEED_ARTICLES: SeedArticle[] = [
  {
    titulo: 'Cómo hacer un currículum que destaque en Bolivia',
    descripcionCorta:
      'Qué datos poner, qué sobra y cómo ordenar tu experiencia para que el reclutador te llame. Una guía práctica con ejemplos para el mercado boliviano.',
    categoria: 'Consejos para candidatos',
    etiquetas: ['currículum', 'CV', 'buscar empleo'],
    haceDias: 2,
    cover: cvDrawing,
    html: `<p>Un reclutador dedica menos de un minuto a la primera lectura de cada currículum. En ese tiempo decide si vale la pena llamarte. La buena noticia: con un orden claro y datos concretos, tu CV puede pasar ese filtro aunque tengas poca experiencia.</p>
<h2>1. Datos de contacto que funcionen</h2>
<p>Pon tu nombre completo, un número de celular con WhatsApp, un correo electrónico serio (por ejemplo <em>nombre.apellido@...</em>) y la ciudad donde vives. No hace falta tu número de carnet, tu estado civil ni tu dirección exacta: son datos personales que solo se piden al momento de contratar.</p>
<h2>2. Un perfil profesional de tres líneas</h2>
<p>Justo debajo de tus datos, resume quién eres y qué ofreces. Evita frases vacías como «persona responsable y proactiva». Mejor:</p>
<blockquote><p>Contadora pública con 4 años de experiencia en auditoría y declaraciones al SIN. Manejo de Excel avanzado y sistemas contables. Busco un puesto de analista en Santa Cruz.</p></blockquote>
<h2>3. Experiencia con logros, no solo funciones</h2>
<p>Para cada trabajo escribe el cargo, la empresa, el periodo (por ejemplo <strong>2021 al 2024</strong>) y dos o tres logros medibles:</p>
<ul>
<li>«Reduje en 30 % el tiempo de cierre contable mensual».</li>
<li>«Atendí a más de 60 clientes por día en agencia».</li>
<li>«Coordiné la logística de 12 ferias regionales».</li>
</ul>
<p>Empieza siempre por el trabajo más reciente.</p>
<h2>4. Formación, cursos e idiomas</h2>
<p>Indica tu título (técnico, licenciatura, diplomado, maestría), la institución y el año. Los cursos cortos suman si tienen relación con el puesto. En idiomas sé honesto con el nivel: básico, intermedio o avanzado. Si hablas quechua, aymara o guaraní, ¡ponlo! En muchos puestos de atención al público es una ventaja real.</p>
<h2>5. ¿Foto sí o no?</h2>
<p>En Bolivia todavía es habitual incluir foto. Si la pones, que sea reciente, con fondo claro y ropa acorde al trabajo que buscas. Nada de selfies ni fotos de fiestas.</p>
<h2>6. Extensión y formato</h2>
<ul>
<li>Una página si tienes menos de cinco años de experiencia; dos como máximo si tienes más.</li>
<li>Envíalo siempre en <strong>PDF</strong> para que no se desordene.</li>
<li>Nombra el archivo con tu nombre: <em>CV-Lucia-Mamani.pdf</em>.</li>
<li>Revisa la ortografía dos veces; un error en el primer párrafo resta mucho.</li>
</ul>
<h2>7. Adapta el CV a cada oferta</h2>
<p>Lee los requisitos de la oferta y asegúrate de que las palabras clave aparezcan en tu CV si de verdad las cumples. Muchas empresas filtran primero por esas palabras.</p>
<p>En Chamba puedes armar tu currículum con plantillas profesionales en la sección <a href="/crear_mi_cv_rapido">Crear mi CV</a> y postular con él a cualquier oferta.</p>`,
  },
  {
    titulo: 'Entrevista de trabajo: 10 consejos para llegar preparado',
    descripcionCorta:
      'Las preguntas que casi siempre te van a hacer, cómo responderlas con ejemplos y qué preguntar tú al final. También para entrevistas por videollamada.',
    categoria: 'Entrevistas de trabajo',
    etiquetas: ['entrevista', 'consejos', 'videollamada'],
    haceDias: 6,
    cover: interviewDrawing,
    html: `<p>Si te llamaron a una entrevista, tu CV ya hizo su trabajo. Ahora se trata de demostrar que eres la persona indicada. La preparación marca la diferencia.</p>
<h2>Antes de la entrevista</h2>
<ol>
<li><strong>Investiga la empresa.</strong> Revisa su página, sus redes y noticias recientes. Saber a qué se dedica y quiénes son sus clientes te permite dar respuestas con sentido.</li>
<li><strong>Relee la oferta.</strong> Anota los tres requisitos principales y prepara un ejemplo de tu experiencia para cada uno.</li>
<li><strong>Prepara tu presentación.</strong> Ten lista una respuesta de un minuto para «Háblame de ti»: formación, experiencia relevante y por qué te interesa el puesto.</li>
<li><strong>Planifica el trayecto.</strong> Llega 10 minutos antes. En ciudades con tráfico como La Paz, El Alto o Santa Cruz, sal con margen.</li>
</ol>
<h2>Durante la entrevista</h2>
<ol start="5">
<li><strong>Responde con ejemplos (método STAR).</strong> Describe la <em>situación</em>, la <em>tarea</em>, la <em>acción</em> que tomaste y el <em>resultado</em>. «En mi trabajo anterior las quejas de clientes subieron; propuse un protocolo de respuesta en 24 horas y las quejas bajaron a la mitad en tres meses».</li>
<li><strong>Habla bien de tus empleos anteriores.</strong> Aunque hayas salido en malos términos, céntrate en lo que aprendiste.</li>
<li><strong>Ten clara tu pretensión salarial.</strong> Es una pregunta casi segura. Da un rango razonable y aclara si hablas de sueldo líquido o total ganado.</li>
<li><strong>Cuida el lenguaje corporal.</strong> Mira a los ojos, saluda con firmeza, no interrumpas y apaga el celular.</li>
</ol>
<h2>Al final</h2>
<ol start="9">
<li><strong>Haz preguntas.</strong> «¿Cómo es un día normal en este puesto?», «¿Qué espera lograr el equipo este año?», «¿Cuáles son los siguientes pasos del proceso?». Demuestran interés real.</li>
<li><strong>Agradece.</strong> Envía un mensaje breve el mismo día agradeciendo el tiempo y reafirmando tu interés.</li>
</ol>
<h2>Si la entrevista es por videollamada</h2>
<ul>
<li>Prueba antes la cámara, el micrófono y la conexión; ten los datos móviles como respaldo.</li>
<li>Busca un lugar silencioso, con luz de frente y un fondo ordenado.</li>
<li>Mira a la cámara cuando hables, no a tu propia imagen.</li>
<li>Vístete igual que para una entrevista presencial.</li>
</ul>
<p>Y recuerda: una entrevista también es tu oportunidad de evaluar si la empresa te conviene a ti.</p>`,
  },
  {
    titulo: 'Aguinaldo de Navidad en Bolivia: quién lo recibe y cómo se calcula',
    descripcionCorta:
      'Quiénes tienen derecho al aguinaldo, cómo calcular el monto si trabajaste solo una parte del año, hasta cuándo se paga y qué hacer si no te lo pagan.',
    categoria: 'Derechos laborales',
    etiquetas: ['aguinaldo', 'derechos laborales', 'Ministerio de Trabajo'],
    haceDias: 12,
    cover: aguinaldoDrawing,
    html: `<p>El aguinaldo de Navidad es un derecho de todas las personas que trabajan en relación de dependencia, tanto en el sector privado como en el público. No es un regalo del empleador: es un pago obligatorio.</p>
<h2>¿Quién tiene derecho?</h2>
<p>Toda trabajadora y todo trabajador con contrato (escrito o verbal) que haya trabajado <strong>al menos tres meses</strong> en la gestión. Da igual si el contrato es indefinido, a plazo fijo o si ya terminó la relación laboral antes de diciembre: si cumpliste el mínimo, te corresponde la parte proporcional.</p>
<h2>¿Cuánto es?</h2>
<p>Un sueldo mensual completo si trabajaste todo el año. Se calcula sobre el <strong>promedio del total ganado de los tres últimos meses</strong> (septiembre, octubre y noviembre), lo que incluye bonos que se pagan de forma regular, como el bono de antigüedad.</p>
<h3>Si trabajaste menos de un año</h3>
<p>Se paga por duodécimas: una doceava parte del promedio por cada mes trabajado, y la parte proporcional por los días.</p>
<p><strong>Ejemplo:</strong> ingresaste el 1 de junio y tu promedio de los tres últimos meses es Bs 4.200.</p>
<ul>
<li>Meses trabajados hasta diciembre: 7.</li>
<li>Aguinaldo = 4.200 ÷ 12 × 7 = <strong>Bs 2.450</strong>.</li>
</ul>
<h2>¿Tiene descuentos?</h2>
<p>No. El aguinaldo no está sujeto a aportes a la seguridad social ni a retenciones de impuestos, y no puede ser embargado. Debes recibir el monto completo.</p>
<h2>¿Hasta cuándo se paga?</h2>
<p>Cada año el Ministerio de Trabajo, Empleo y Previsión Social fija el plazo mediante resolución; normalmente vence el <strong>20 de diciembre</strong>. El empleador que no paga a tiempo puede ser obligado a pagarlo <strong>doble</strong>, además de recibir sanciones.</p>
<h2>¿Y el segundo aguinaldo?</h2>
<p>El segundo aguinaldo «Esfuerzo por Bolivia» solo se paga en las gestiones en que el Gobierno lo dispone, cuando el crecimiento de la economía supera el porcentaje fijado por norma. Si no hay decreto ese año, no corresponde.</p>
<h2>Si no te pagan</h2>
<ol>
<li>Pide el pago por escrito a tu empleador y guarda una copia.</li>
<li>Si no responde, presenta una denuncia en la Jefatura Departamental o Regional de Trabajo de tu ciudad. La denuncia es gratuita.</li>
<li>Lleva tus boletas de pago, contrato o cualquier prueba de la relación laboral.</li>
</ol>
<p><em>Este artículo es informativo. Verifica cada año la resolución vigente del Ministerio de Trabajo.</em></p>`,
  },
  {
    titulo: 'Vacaciones en Bolivia: cuántos días te corresponden según la Ley General del Trabajo',
    descripcionCorta:
      '15, 20 o 30 días hábiles según tu antigüedad. Cuándo empiezas a tenerlas, si se pueden acumular y qué pasa con las vacaciones no tomadas al dejar el trabajo.',
    categoria: 'Derechos laborales',
    etiquetas: ['vacaciones', 'Ley General del Trabajo', 'derechos laborales'],
    haceDias: 19,
    cover: vacationDrawing,
    html: `<p>Descansar no es un favor de la empresa: la Ley General del Trabajo y sus reglamentos reconocen las vacaciones anuales pagadas a toda persona que trabaja en relación de dependencia.</p>
<h2>¿Cuándo empiezo a tener vacaciones?</h2>
<p>Después de cumplir <strong>un año</strong> de trabajo continuo con el mismo empleador. Desde entonces, cada año de servicio te da un nuevo periodo de vacaciones.</p>
<h2>¿Cuántos días son?</h2>
<ul>
<li><strong>De 1 a 5 años</strong> de antigüedad: 15 días hábiles.</li>
<li><strong>De 5 a 10 años</strong>: 20 días hábiles.</li>
<li><strong>Más de 10 años</strong>: 30 días hábiles.</li>
</ul>
<p>Son días <strong>hábiles</strong>: no se cuentan los domingos ni los feriados que caigan dentro de tus vacaciones.</p>
<h2>¿Me pagan durante las vacaciones?</h2>
<p>Sí. Recibes tu sueldo normal, como si estuvieras trabajando.</p>
<h2>¿Puedo cambiarlas por dinero?</h2>
<p>Mientras la relación laboral sigue vigente, no: las vacaciones existen para descansar. Solo cuando dejas el trabajo (por renuncia, despido o fin de contrato) el empleador debe pagarte las <strong>vacaciones no tomadas</strong> y la parte proporcional del último año trabajado, en duodécimas.</p>
<h2>¿Se pueden acumular?</h2>
<p>Solo de forma limitada: la norma permite acumular hasta dos periodos consecutivos. Lo recomendable es acordar con tu empleador un calendario y tomarlas cada año; si la empresa no te deja salir, guarda constancia escrita de tus solicitudes.</p>
<h2>¿Quién decide las fechas?</h2>
<p>Se acuerdan entre la persona trabajadora y el empleador, según las necesidades del servicio. Se pueden fraccionar en partes, pero lo ideal es tomar al menos una semana seguida para descansar de verdad.</p>
<h2>Consejos prácticos</h2>
<ul>
<li>Pide tus vacaciones por escrito (un correo sirve) y guarda la respuesta.</li>
<li>Revisa en tu boleta o en Recursos Humanos cuántos días tienes pendientes.</li>
<li>Si tienes dudas o reclamos, acude a la Jefatura de Trabajo de tu departamento.</li>
</ul>
<p><em>Artículo informativo basado en la Ley General del Trabajo y sus decretos reglamentarios. Para tu caso concreto, consulta en el Ministerio de Trabajo.</em></p>`,
  },
  {
    titulo: 'Cómo negociar tu salario sin miedo',
    descripcionCorta:
      'Cómo investigar cuánto se paga, qué responder cuando te preguntan tu pretensión salarial, la diferencia entre sueldo líquido y total ganado, y qué más puedes negociar.',
    categoria: 'Salarios y beneficios',
    etiquetas: ['salario', 'negociación', 'pretensión salarial'],
    haceDias: 27,
    cover: salaryDrawing,
    html: `<p>Muchas personas aceptan la primera cifra que les ofrecen por miedo a perder la oportunidad. Negociar con respeto y con datos es normal y, bien hecho, mejora la impresión que das.</p>
<h2>1. Investiga antes de hablar de dinero</h2>
<ul>
<li>Revisa ofertas parecidas en Chamba y en otros portales: mira los rangos en Bs para el mismo cargo y ciudad.</li>
<li>Pregunta a colegas del rubro cuánto se paga por el puesto.</li>
<li>Considera el tamaño de la empresa: una corporación suele pagar distinto que una pyme.</li>
</ul>
<h2>2. Líquido o total ganado: aclara siempre</h2>
<p>El <strong>total ganado</strong> es tu sueldo bruto. Al <strong>líquido pagable</strong> se le descuentan los aportes laborales a la seguridad social de largo plazo (alrededor del 12,7 % del total ganado) y, si corresponde, el RC-IVA. Si pides Bs 5.000 pensando en líquido y la empresa entiende total ganado, recibirás bastante menos de lo que esperabas.</p>
<h2>3. Responde a la pretensión salarial con un rango</h2>
<p>Cuando te pregunten «¿Cuál es tu pretensión salarial?», da un rango cuyo mínimo sea una cifra con la que estarías contento:</p>
<blockquote><p>Por la experiencia que pide el cargo y lo que se paga en el mercado, busco entre Bs 6.500 y 7.500 de total ganado. Estoy abierto a conversarlo según los beneficios.</p></blockquote>
<p>Si la oferta dice «A convenir», puedes preguntar con amabilidad cuál es el rango previsto para el puesto.</p>
<h2>4. Negocia el paquete completo</h2>
<p>Si el sueldo no se puede mover, hay otras cosas que valen dinero:</p>
<ul>
<li>Seguro de salud privado adicional al de la Caja.</li>
<li>Modalidad híbrida o remota (ahorras transporte y tiempo).</li>
<li>Bonos por desempeño o por cumplimiento de metas.</li>
<li>Capacitaciones, cursos o diplomados pagados.</li>
<li>Una revisión salarial a los seis meses, por escrito.</li>
</ul>
<h2>5. Cuida el tono</h2>
<p>Agradece la oferta, muestra entusiasmo por el puesto y argumenta con lo que aportas, no con tus gastos personales. Si la respuesta es no, pregunta qué tendrías que lograr para llegar a esa cifra más adelante.</p>
<h2>6. Pide todo por escrito</h2>
<p>Antes de renunciar a tu trabajo actual, asegúrate de tener la propuesta por escrito: cargo, sueldo, beneficios y fecha de inicio.</p>`,
  },
  {
    titulo: 'Tus derechos laborales básicos en Bolivia',
    descripcionCorta:
      'Jornada de trabajo, horas extra, seguro de salud, jubilación, indemnización y desahucio: lo mínimo que toda persona trabajadora en Bolivia debería conocer.',
    categoria: 'Derechos laborales',
    etiquetas: ['derechos laborales', 'indemnización', 'jornada laboral'],
    haceDias: 34,
    cover: rightsDrawing,
    html: `<p>Conocer tus derechos te ayuda a detectar abusos y a negociar mejor. Este es un resumen de lo esencial según la Ley General del Trabajo y sus normas complementarias.</p>
<h2>Contrato de trabajo</h2>
<p>La relación laboral existe aunque no haya contrato escrito: basta con que trabajes bajo dependencia, con horario y a cambio de un sueldo. Aun así, pide siempre tu contrato por escrito y una copia firmada.</p>
<h2>Jornada y horas extra</h2>
<ul>
<li>La jornada no debe superar <strong>8 horas diarias ni 48 semanales</strong>; para las mujeres el límite semanal es menor (40 horas en jornada diurna).</li>
<li>Las <strong>horas extra</strong> son voluntarias y se pagan con un recargo del 100 %, es decir, al doble.</li>
<li>Tienes derecho a un día de descanso semanal, normalmente el domingo.</li>
</ul>
<h2>Seguridad social</h2>
<p>Tu empleador debe inscribirte en un ente gestor de salud (por ejemplo la Caja Nacional de Salud) y en el sistema de pensiones desde el primer día. Revisa en tu boleta que se hagan los aportes: son tu atención médica y tu jubilación.</p>
<h2>Beneficios que se pagan</h2>
<ul>
<li><strong>Aguinaldo de Navidad</strong>: un sueldo al año, proporcional si trabajaste desde tres meses.</li>
<li><strong>Vacaciones</strong> pagadas desde el primer año de trabajo.</li>
<li><strong>Bono de antigüedad</strong> a partir de los dos años de servicio.</li>
</ul>
<h2>Al terminar la relación laboral</h2>
<ul>
<li><strong>Indemnización por tiempo de servicios</strong>: un sueldo por cada año trabajado (y la parte proporcional), a partir de los 90 días de trabajo continuo. Corresponde también cuando renuncias.</li>
<li><strong>Desahucio</strong>: tres sueldos adicionales si te despiden sin causa justificada y sin el preaviso que establece la ley.</li>
<li><strong>Quinquenio</strong>: cada cinco años de trabajo puedes pedir el pago de la indemnización acumulada sin dejar tu empleo.</li>
<li>El pago de tus beneficios sociales debe hacerse en el plazo que fija la norma; el retraso genera multas a favor del trabajador.</li>
</ul>
<h2>Maternidad y paternidad</h2>
<p>La madre y el padre progenitores gozan de <strong>inamovilidad laboral</strong> desde la gestación hasta que el hijo o la hija cumple un año: no pueden ser despedidos sin causa justificada durante ese tiempo.</p>
<h2>No discriminación</h2>
<p>La Ley 045 prohíbe la discriminación por origen, género, edad, idioma, religión, orientación sexual, discapacidad u otras condiciones, también en los procesos de selección.</p>
<h2>¿Dónde reclamar?</h2>
<p>En las Jefaturas Departamentales y Regionales de Trabajo del Ministerio de Trabajo, Empleo y Previsión Social. La atención es gratuita. Lleva tus boletas, tu contrato y cualquier mensaje o documento que pruebe tu relación laboral.</p>
<p><em>Resumen informativo. Las normas cambian: confirma los detalles de tu caso en el Ministerio de Trabajo o con un abogado laboralista.</em></p>`,
  },
  {
    titulo: 'Para empresas: cómo escribir una oferta de empleo que atraiga buenos candidatos',
    descripcionCorta:
      'Un título claro, el rango salarial, funciones concretas y un proceso transparente: así consigues más postulaciones de calidad y ahorras horas de filtro.',
    categoria: 'Para empresas',
    etiquetas: ['empresas', 'reclutamiento', 'ofertas de empleo'],
    haceDias: 41,
    cover: companyDrawing,
    html: `<p>Una buena oferta de empleo hace la mitad del trabajo de selección: atrae a las personas indicadas y desanima a las que no cumplen el perfil. Estos son los puntos que más influyen.</p>
<h2>1. Un título que la gente busque</h2>
<p>Usa el nombre con el que los candidatos buscan el puesto: «Asistente contable», «Vendedor de campo», «Desarrollador web». Evita títulos internos o creativos como «Ninja de ventas» o «Héroe de atención».</p>
<h2>2. Publica el rango salarial</h2>
<p>Las ofertas con salario visible reciben más postulaciones y de mejor calidad. Si no puedes dar una cifra exacta, da un rango en Bs y aclara si es líquido o total ganado. «A convenir» hace que muchos candidatos buenos ni siquiera postulen.</p>
<h2>3. Funciones concretas</h2>
<p>Describe en cinco o seis puntos qué hará la persona en su día a día. Separa lo que es <strong>imprescindible</strong> de lo que es <strong>deseable</strong>: una lista de quince requisitos obligatorios ahuyenta a candidatos que podrían aprender rápido.</p>
<h2>4. Ubicación y modalidad</h2>
<p>Indica la ciudad y si el trabajo es presencial, remoto o híbrido. Si hay viajes o turnos rotativos, dilo desde el principio.</p>
<h2>5. Lo que ofreces</h2>
<ul>
<li>Tipo de contrato y periodo de prueba.</li>
<li>Beneficios: seguro, bonos, capacitación, horario flexible.</li>
<li>Oportunidades de crecimiento dentro de la empresa.</li>
</ul>
<h2>6. Un proceso claro</h2>
<p>Explica las etapas (revisión de CV, entrevista, prueba técnica) y el plazo aproximado. Responde a todos los postulantes, aunque sea para decirles que no continúan: tu reputación como empleador depende de ello.</p>
<h2>7. Sin discriminación</h2>
<p>No pidas requisitos que no tengan relación con el trabajo, como edad, estado civil, religión o «buena presencia». Además de ser injustos, la Ley 045 prohíbe la discriminación en el acceso al empleo.</p>
<p>En Chamba puedes <a href="/publicar-empleo">publicar tu oferta</a> en minutos, revisar a los postulantes y analizar sus CV con ayuda de la IA.</p>`,
  },
];

export async function seedBlog(deps: AppDeps): Promise<Record<string, number>> {
  const [existing] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(articles);
  if (Number(existing?.n ?? 0) > 0) return {};
  const byEmail = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.admin)).limit(1);
  const [admin] = byEmail.length ? byEmail : await deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
  if (!admin) return {};
  const now = deps.clock.now();
  let n = 0;
  for (const [i, a] of SEED_ARTICLES.entries()) {
    const png = await sharp(Buffer.from(a.cover(PALETTES[i % PALETTES.length]))).png().toBuffer();
    const fecha = laPazDayFrom(now, -a.haceDias);
    await createArticle(
      deps,
      admin,
      { Titulo: a.titulo, DescripcionCorta: a.descripcionCorta, DescripcionLarga: a.html, Fecha: fecha, Categoria: a.categoria, Etiquetas: a.etiquetas },
      { filename: 'portada.png', data: png },
    );
    n++;
  }
  return { articulos: n };
}
