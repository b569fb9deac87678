/**
 * Demo companies (fictional, Bolivian). `key` ties jobs to their company; the first one is the
 * README's demo company, which already exists (created by the accounts step) and is completed here.
 * Catalogue ids: src/shared/catalog.ts (cities, COMPANY_TYPES, COMPANY_SIZES).
 */
export type LogoShape = 'circle' | 'hexagon' | 'triangles' | 'bars' | 'diamond' | 'rings' | 'mountain' | 'leaf';

export type SeedCompany = {
  key: string;
  nombre: string;
  correo: string;
  responsable: { nombre: string; apellidos: string; profesion: string };
  telefono: string;
  ciudadId: number;
  direccion: string;
  tipoEmpresaId: number;
  tamanoEmpresaId: number;
  anioFundacion: number;
  descripcion: string;
  acercade: string;
  logo: { shape: LogoShape; colors: [string, string] };
};

export const DEMO_COMPANY_KEY = 'andes';

export const SEED_COMPANIES: SeedCompany[] = [
  {
    key: DEMO_COMPANY_KEY,
    nombre: 'Andes Tecnología S.R.L.',
    correo: 'empresa@chamba.bo',
    responsable: { nombre: 'Jorge', apellidos: 'Vargas Rojas', profesion: 'Gerente de Recursos Humanos' },
    telefono: '77712345',
    ciudadId: 4,
    direccion: 'Av. Arce 2519, Edificio Torre Azul piso 7, Sopocachi, La Paz',
    tipoEmpresaId: 20,
    tamanoEmpresaId: 3,
    anioFundacion: 2012,
    descripcion: 'Desarrollo de software y servicios de TI en La Paz.',
    acercade:
      'Somos una empresa paceña de desarrollo de software con más de diez años de trayectoria. Construimos sistemas de gestión, aplicaciones móviles y plataformas de facturación electrónica para bancos, cooperativas, universidades y comercios de todo el país. Nuestro equipo de 80 profesionales trabaja con metodologías ágiles, capacitación continua y un horario flexible que combina oficina y trabajo remoto.',
    logo: { shape: 'mountain', colors: ['#0f766e', '#99f6e4'] },
  },
  {
    key: 'illimani',
    nombre: 'Banco Illimani S.A.',
    correo: 'talento@bancoillimani.com.bo',
    responsable: { nombre: 'Patricia', apellidos: 'Gutiérrez Aliaga', profesion: 'Jefa de Selección de Personal' },
    telefono: '22441100',
    ciudadId: 4,
    direccion: 'Calle Mercado 1140, Zona Central, La Paz',
    tipoEmpresaId: 16,
    tamanoEmpresaId: 5,
    anioFundacion: 1979,
    descripcion: 'Banco múltiple con agencias en los nueve departamentos de Bolivia.',
    acercade:
      'Banco Illimani acompaña a familias, microempresarios y grandes empresas bolivianas desde 1979. Contamos con más de 120 agencias y 400 cajeros automáticos en el país. Ofrecemos a nuestro personal carrera interna, seguro de salud privado, bonos por desempeño y un programa de formación en finanzas y atención al cliente.',
    logo: { shape: 'diamond', colors: ['#1d4ed8', '#fbbf24'] },
  },
  {
    key: 'santamaria',
    nombre: 'Clínica Santa María del Oriente',
    correo: 'rrhh@clinicasantamaria.bo',
    responsable: { nombre: 'Ricardo', apellidos: 'Suárez Justiniano', profesion: 'Director Administrativo' },
    telefono: '33364050',
    ciudadId: 8,
    direccion: 'Av. Cristo Redentor 3er anillo interno, Santa Cruz de la Sierra',
    tipoEmpresaId: 19,
    tamanoEmpresaId: 3,
    anioFundacion: 1995,
    descripcion: 'Clínica privada de tercer nivel con emergencias las 24 horas.',
    acercade:
      'Clínica Santa María del Oriente atiende a pacientes de Santa Cruz y del oriente boliviano con especialidades de cardiología, pediatría, traumatología y cirugía general. Trabajamos con un equipo humano comprometido con la calidad y la seguridad del paciente, con turnos rotativos, capacitación médica continua y convenios con las principales aseguradoras.',
    logo: { shape: 'circle', colors: ['#be123c', '#fecdd3'] },
  },
  {
    key: 'pirai',
    nombre: 'Constructora Piraí S.R.L.',
    correo: 'personal@constructorapirai.bo',
    responsable: { nombre: 'Hugo', apellidos: 'Roca Vaca', profesion: 'Ingeniero Civil' },
    telefono: '33421988',
    ciudadId: 8,
    direccion: 'Av. Banzer km 6, Santa Cruz de la Sierra',
    tipoEmpresaId: 17,
    tamanoEmpresaId: 3,
    anioFundacion: 2004,
    descripcion: 'Obras civiles, edificios y carreteras en el oriente y los valles.',
    acercade:
      'Constructora Piraí ejecuta edificios residenciales, naves industriales, pavimentos urbanos y tramos carreteros para clientes públicos y privados. Contamos con maquinaria propia, un departamento de seguridad industrial y obras activas en Santa Cruz, Cochabamba y Tarija.',
    logo: { shape: 'bars', colors: ['#c2410c', '#fed7aa'] },
  },
  {
    key: 'cerrorico',
    nombre: 'Minera Cerro Rico Potosí S.A.',
    correo: 'seleccion@mineracerrorico.bo',
    responsable: { nombre: 'Marcelo', apellidos: 'Choque Colque', profesion: 'Ingeniero de Minas' },
    telefono: '26227711',
    ciudadId: 7,
    direccion: 'Av. Villazón 290, Potosí',
    tipoEmpresaId: 13,
    tamanoEmpresaId: 4,
    anioFundacion: 1988,
    descripcion: 'Explotación y concentración de plata, zinc y plomo en el sur de Bolivia.',
    acercade:
      'Operamos minas subterráneas y una planta concentradora en el departamento de Potosí, con más de 900 trabajadores. La seguridad es nuestro primer valor: todo el personal recibe inducción, equipo de protección y seguimiento médico. Buscamos profesionales comprometidos con la minería responsable y el desarrollo de las comunidades vecinas.',
    logo: { shape: 'triangles', colors: ['#475569', '#cbd5e1'] },
  },
  {
    key: 'altiplano',
    nombre: 'Transportes Altiplano Ltda.',
    correo: 'operaciones@transaltiplano.bo',
    responsable: { nombre: 'Wilfredo', apellidos: 'Mamani Ticona', profesion: 'Administrador de Empresas' },
    telefono: '22860044',
    ciudadId: 10,
    direccion: 'Carretera a Oruro km 4, Zona Senkata, El Alto',
    tipoEmpresaId: 9,
    tamanoEmpresaId: 3,
    anioFundacion: 1999,
    descripcion: 'Transporte de carga pesada y distribución nacional e internacional.',
    acercade:
      'Transportes Altiplano mueve carga entre El Alto, Oruro, Santa Cruz y los puertos de Arica e Iquique con una flota de 140 camiones. Ofrecemos trabajo estable, pago puntual de viáticos y capacitación en manejo defensivo y mercancías peligrosas.',
    logo: { shape: 'bars', colors: ['#15803d', '#bbf7d0'] },
  },
  {
    key: 'chiquitanos',
    nombre: 'Hoteles Chiquitanos S.A.',
    correo: 'empleos@hoteleschiquitanos.bo',
    responsable: { nombre: 'Carla', apellidos: 'Áñez Rivero', profesion: 'Licenciada en Turismo' },
    telefono: '33398800',
    ciudadId: 8,
    direccion: 'Av. San Martín 155, Equipetrol, Santa Cruz de la Sierra',
    tipoEmpresaId: 14,
    tamanoEmpresaId: 3,
    anioFundacion: 2008,
    descripcion: 'Cadena de hoteles en Santa Cruz, Sucre y Uyuni.',
    acercade:
      'Hoteles Chiquitanos administra cuatro hoteles de categoría cuatro y cinco estrellas en Santa Cruz de la Sierra, Sucre y el salar de Uyuni. Valoramos la hospitalidad boliviana, el trato cálido y el servicio de excelencia. Ofrecemos alimentación en turno, uniformes y oportunidades de crecimiento en toda la cadena.',
    logo: { shape: 'leaf', colors: ['#047857', '#fde68a'] },
  },
  {
    key: 'katari',
    nombre: 'Instituto Tecnológico Túpac Katari',
    correo: 'direccion@itkatari.edu.bo',
    responsable: { nombre: 'Elena', apellidos: 'Quispe Laura', profesion: 'Licenciada en Ciencias de la Educación' },
    telefono: '22823300',
    ciudadId: 10,
    direccion: 'Av. Juan Pablo II 2890, Zona 16 de Julio, El Alto',
    tipoEmpresaId: 18,
    tamanoEmpresaId: 2,
    anioFundacion: 1997,
    descripcion: 'Formación técnica superior en El Alto: mecánica, electricidad, gastronomía y sistemas.',
    acercade:
      'El Instituto Tecnológico Túpac Katari forma técnicos medios y superiores con carreras de mecánica automotriz, electricidad industrial, gastronomía, contaduría y sistemas informáticos. Cuenta con talleres equipados y convenios de prácticas con empresas de La Paz y El Alto.',
    logo: { shape: 'hexagon', colors: ['#6d28d9', '#ddd6fe'] },
  },
  {
    key: 'sabores',
    nombre: 'Sabores del Valle S.R.L.',
    correo: 'trabaja@saboresdelvalle.bo',
    responsable: { nombre: 'Gonzalo', apellidos: 'Terrazas Vargas', profesion: 'Chef Ejecutivo' },
    telefono: '44251234',
    ciudadId: 3,
    direccion: 'Av. Pando 1255, Recoleta, Cochabamba',
    tipoEmpresaId: 4,
    tamanoEmpresaId: 2,
    anioFundacion: 2010,
    descripcion: 'Restaurantes de comida típica cochabambina y servicio de catering.',
    acercade:
      'Sabores del Valle tiene seis restaurantes en Cochabamba y uno en La Paz, donde servimos silpancho, pique macho y chicharrón con recetas de familia. También atendemos eventos empresariales con nuestro servicio de catering. Buscamos personas con vocación de servicio y ganas de aprender.',
    logo: { shape: 'circle', colors: ['#b45309', '#fef3c7'] },
  },
  {
    key: 'agrobeni',
    nombre: 'Agroindustrias del Beni S.A.',
    correo: 'rrhh@agrobeni.bo',
    responsable: { nombre: 'Fernando', apellidos: 'Moreno Chávez', profesion: 'Ingeniero Agrónomo' },
    telefono: '34621500',
    ciudadId: 1,
    direccion: 'Av. 6 de Agosto 410, Trinidad, Beni',
    tipoEmpresaId: 10,
    tamanoEmpresaId: 3,
    anioFundacion: 1993,
    descripcion: 'Ganadería, frigorífico y producción de arroz en los llanos de Moxos.',
    acercade:
      'Agroindustrias del Beni cría ganado bovino de carne en estancias de Moxos y Yacuma, procesa carne en su frigorífico de Trinidad y cultiva arroz bajo riego. Promovemos buenas prácticas ganaderas y empleo local con vivienda en estancia para el personal de campo.',
    logo: { shape: 'leaf', colors: ['#65a30d', '#ecfccb'] },
  },
  {
    key: 'chaco',
    nombre: 'Gas y Energía del Chaco S.A.',
    correo: 'talento@gasenergiachaco.bo',
    responsable: { nombre: 'Andrea', apellidos: 'Castellanos Ruiz', profesion: 'Ingeniera Petrolera' },
    telefono: '46643322',
    ciudadId: 9,
    direccion: 'Calle Ingavi 845, Tarija',
    tipoEmpresaId: 11,
    tamanoEmpresaId: 4,
    anioFundacion: 2006,
    descripcion: 'Servicios petroleros, transporte de gas natural y energía solar.',
    acercade:
      'Gas y Energía del Chaco presta servicios de operación y mantenimiento a campos gasíferos de Tarija y Chuquisaca y desarrolla proyectos de energía solar para comunidades rurales. Trabajamos con estándares internacionales de seguridad, salud y medio ambiente, con rotaciones de 14 por 14 días en campo.',
    logo: { shape: 'rings', colors: ['#ea580c', '#1e3a8a'] },
  },
  {
    key: 'vidasana',
    nombre: 'Farmacias Vida Sana',
    correo: 'postulaciones@farmaciasvidasana.bo',
    responsable: { nombre: 'Silvia', apellidos: 'Rocha Montaño', profesion: 'Bioquímica Farmacéutica' },
    telefono: '44588877',
    ciudadId: 3,
    direccion: 'Calle Esteban Arze 560, Cochabamba',
    tipoEmpresaId: 15,
    tamanoEmpresaId: 3,
    anioFundacion: 2001,
    descripcion: 'Cadena de farmacias con 45 sucursales en el eje central y el sur.',
    acercade:
      'Farmacias Vida Sana atiende las 24 horas en Cochabamba, La Paz, Santa Cruz, Oruro y Sucre. Contamos con regentes farmacéuticos, laboratorio de fórmulas magistrales y servicio de entrega a domicilio. Nuestro personal recibe capacitación permanente en atención farmacéutica.',
    logo: { shape: 'hexagon', colors: ['#16a34a', '#f0fdf4'] },
  },
  {
    key: 'textiles',
    nombre: 'Textiles Oruro S.R.L.',
    correo: 'personal@textilesoruro.bo',
    responsable: { nombre: 'Ramiro', apellidos: 'Condori Flores', profesion: 'Ingeniero Industrial' },
    telefono: '25276655',
    ciudadId: 5,
    direccion: 'Av. 6 de Octubre 5130, Oruro',
    tipoEmpresaId: 13,
    tamanoEmpresaId: 2,
    anioFundacion: 1985,
    descripcion: 'Hilados y prendas de lana de alpaca y llama para exportación.',
    acercade:
      'Textiles Oruro transforma fibra de alpaca y llama en hilados, chompas y accesorios que exportamos a Europa, Estados Unidos y Japón. Mantenemos talleres propios y trabajamos con asociaciones de artesanas del altiplano orureño.',
    logo: { shape: 'diamond', colors: ['#9d174d', '#fce7f3'] },
  },
  {
    key: 'amazonia',
    nombre: 'Fundación Amazonía Viva',
    correo: 'convocatorias@amazoniaviva.org.bo',
    responsable: { nombre: 'Daniela', apellidos: 'Pinto Eguez', profesion: 'Bióloga' },
    telefono: '38422211',
    ciudadId: 6,
    direccion: 'Av. 9 de Febrero 88, Cobija, Pando',
    tipoEmpresaId: 3,
    tamanoEmpresaId: 2,
    anioFundacion: 2011,
    descripcion: 'Conservación del bosque amazónico y apoyo a comunidades castañeras.',
    acercade:
      'Fundación Amazonía Viva trabaja en Pando y el norte de La Paz con comunidades indígenas y campesinas en manejo sostenible de castaña, monitoreo de bosques y proyectos productivos. Nuestros proyectos cuentan con financiamiento de la cooperación internacional.',
    logo: { shape: 'leaf', colors: ['#166534', '#86efac'] },
  },
  {
    key: 'charcas',
    nombre: 'Charcas Consultores Asociados',
    correo: 'contacto@charcasconsultores.bo',
    responsable: { nombre: 'Mauricio', apellidos: 'Arancibia Zamora', profesion: 'Abogado' },
    telefono: '46451890',
    ciudadId: 2,
    direccion: 'Calle Bolívar 380, Centro Histórico, Sucre',
    tipoEmpresaId: 6,
    tamanoEmpresaId: 2,
    anioFundacion: 2003,
    descripcion: 'Asesoría legal, tributaria, contable y de recursos humanos.',
    acercade:
      'Charcas Consultores asesora a empresas de Chuquisaca, Potosí y Tarija en derecho laboral y comercial, impuestos nacionales, auditoría y gestión de personal. Nuestro equipo multidisciplinario combina abogados, contadores y psicólogos organizacionales.',
    logo: { shape: 'rings', colors: ['#334155', '#e2e8f0'] },
  },
  {
    key: 'chapaco',
    nombre: 'Distribuidora Comercial Chapaca',
    correo: 'rrhh@comercialchapaca.bo',
    responsable: { nombre: 'Luis', apellidos: 'Baldivieso Ortega', profesion: 'Ingeniero Comercial' },
    telefono: '46632020',
    ciudadId: 9,
    direccion: 'Av. Panamericana 1420, Tarija',
    tipoEmpresaId: 15,
    tamanoEmpresaId: 3,
    anioFundacion: 1990,
    descripcion: 'Distribución mayorista de alimentos, bebidas y productos de limpieza.',
    acercade:
      'Distribuidora Comercial Chapaca abastece a más de 3.000 tiendas, supermercados y restaurantes en Tarija, Chuquisaca y Potosí. Tenemos almacenes propios, flota de reparto y un equipo de ventas que recorre cada barrio de la región.',
    logo: { shape: 'triangles', colors: ['#b91c1c', '#fee2e2'] },
  },
  {
    key: 'conecta',
    nombre: 'ConectaBol Telecomunicaciones S.A.',
    correo: 'empleos@conectabol.bo',
    responsable: { nombre: 'Sergio', apellidos: 'Villarroel Paz', profesion: 'Ingeniero en Telecomunicaciones' },
    telefono: '22795500',
    ciudadId: 4,
    direccion: 'Av. Ballivián 1100, Calacoto, La Paz',
    tipoEmpresaId: 12,
    tamanoEmpresaId: 4,
    anioFundacion: 2009,
    descripcion: 'Internet por fibra óptica, telefonía y televisión digital.',
    acercade:
      'ConectaBol lleva internet por fibra óptica a hogares y empresas de La Paz, El Alto, Cochabamba y Santa Cruz. Crecemos cada año y buscamos técnicos, ingenieros y asesores comerciales que quieran conectar a Bolivia.',
    logo: { shape: 'rings', colors: ['#0369a1', '#bae6fd'] },
  },
];
