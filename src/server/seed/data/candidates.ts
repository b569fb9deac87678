/**
 * Demo candidates (fictional people). The first one is the README's demo candidate, created by
 * the accounts step and completed here. `sexo` is the SEXES catalogue name.
 */
export type SeedCandidate = {
  nombre: string;
  apellidos: string;
  correo: string;
  telefono: string;
  profesion: string;
  ciudadId: number;
  fechaNacimiento: string;
  sexo: 'Femenino' | 'Masculino';
  anosExperiencia: number;
  acercade: string;
  tituloTecnico?: string;
  tituloLicenciatura?: string;
  tituloDiplomado?: string;
  tituloMaestria?: string;
  tituloDoctorado?: string;
  /** Hidden from the candidate search (candidates.oculto). */
  oculto?: boolean;
};

export const SEED_CANDIDATES: SeedCandidate[] = [
  {
    nombre: 'Lucía', apellidos: 'Mamani Quispe', correo: 'candidato@chamba.bo', telefono: '71234567',
    profesion: 'Contadora Pública', ciudadId: 4, fechaNacimiento: '1994-03-12', sexo: 'Femenino', anosExperiencia: 6,
    acercade: 'Contadora pública con seis años de experiencia en contabilidad general, impuestos nacionales y cierres de gestión para empresas comerciales y de servicios de La Paz. Manejo el SIAT, Facilito y sistemas contables como Contanet. Busco integrarme a un equipo financiero donde pueda aportar orden, puntualidad y mejora de procesos.',
    tituloTecnico: 'Técnico Superior en Contaduría General (Instituto Comercial Superior de la Nación)',
    tituloLicenciatura: 'Licenciatura en Contaduría Pública (Universidad Mayor de San Andrés)',
    tituloDiplomado: 'Diplomado en Tributación (Universidad Católica Boliviana)',
  },
  {
    nombre: 'Diego', apellidos: 'Fernández Quiroga', correo: 'diego.fernandez@correo.bo', telefono: '70654321',
    profesion: 'Ingeniero de Sistemas', ciudadId: 3, fechaNacimiento: '1992-07-25', sexo: 'Masculino', anosExperiencia: 7,
    acercade: 'Desarrollador full stack con experiencia en React, Node.js y PostgreSQL. He construido sistemas de facturación electrónica, banca por internet y aplicaciones móviles. Me interesa la arquitectura de software, las pruebas automatizadas y mentorizar a desarrolladores jóvenes.',
    tituloLicenciatura: 'Ingeniería de Sistemas (Universidad Mayor de San Simón)',
    tituloDiplomado: 'Diplomado en Desarrollo de Aplicaciones Web (UMSS)',
  },
  {
    nombre: 'Mariana', apellidos: 'Rojas Saavedra', correo: 'mariana.rojas@correo.bo', telefono: '72098765',
    profesion: 'Licenciada en Enfermería', ciudadId: 8, fechaNacimiento: '1996-11-02', sexo: 'Femenino', anosExperiencia: 4,
    acercade: 'Enfermera con experiencia en emergencias y terapia intermedia en clínicas de Santa Cruz. Trabajo bien bajo presión, tengo curso de soporte vital básico y avanzado, y disponibilidad para turnos rotativos.',
    tituloLicenciatura: 'Licenciatura en Enfermería (Universidad Autónoma Gabriel René Moreno)',
  },
  {
    nombre: 'Juan Carlos', apellidos: 'Choque Mamani', correo: 'jc.choque@correo.bo', telefono: '73311223',
    profesion: 'Ingeniero de Minas', ciudadId: 7, fechaNacimiento: '1988-05-18', sexo: 'Masculino', anosExperiencia: 11,
    acercade: 'Ingeniero de minas con once años en minería subterránea de plata y zinc en Potosí y Oruro. Experiencia como jefe de turno y de planeamiento de mina, con énfasis en seguridad y productividad.',
    tituloLicenciatura: 'Ingeniería de Minas (Universidad Autónoma Tomás Frías)',
    tituloMaestria: 'Maestría en Seguridad y Salud Ocupacional (Universidad Técnica de Oruro)',
  },
  {
    nombre: 'Gabriela', apellidos: 'Villca Torrez', correo: 'gabriela.villca@correo.bo', telefono: '76012345',
    profesion: 'Diseñadora Gráfica', ciudadId: 4, fechaNacimiento: '1998-02-14', sexo: 'Femenino', anosExperiencia: 3,
    acercade: 'Diseñadora gráfica y de experiencia de usuario. Trabajo con Figma, Illustrator y Photoshop, y he diseñado identidades visuales, aplicaciones móviles y campañas para redes sociales de marcas bolivianas.',
    tituloLicenciatura: 'Licenciatura en Diseño Gráfico y Comunicación Visual (Universidad Católica Boliviana)',
  },
  {
    nombre: 'Roberto', apellidos: 'Paz Soliz', correo: 'roberto.paz@correo.bo', telefono: '77455667',
    profesion: 'Ingeniero Civil', ciudadId: 8, fechaNacimiento: '1985-09-30', sexo: 'Masculino', anosExperiencia: 13,
    acercade: 'Ingeniero civil con trece años en edificaciones y obras viales. He sido residente y superintendente de obra en proyectos de hasta 20 pisos. Manejo AutoCAD, S10, MS Project y control de costos.',
    tituloLicenciatura: 'Ingeniería Civil (Universidad Autónoma Gabriel René Moreno)',
    tituloMaestria: 'Maestría en Gerencia de la Construcción (Universidad Privada de Santa Cruz)',
  },
  {
    nombre: 'Carmen', apellidos: 'Flores Gutiérrez', correo: 'carmen.flores@correo.bo', telefono: '71122334',
    profesion: 'Chef', ciudadId: 3, fechaNacimiento: '1990-12-08', sexo: 'Femenino', anosExperiencia: 9,
    acercade: 'Chef especializada en cocina boliviana contemporánea. He liderado cocinas de restaurantes y hoteles en Cochabamba y La Paz, con control de costos, estandarización de recetas y formación de equipos.',
    tituloTecnico: 'Técnico Superior en Gastronomía (Instituto Gastronómico de Cochabamba)',
  },
  {
    nombre: 'Luis Fernando', apellidos: 'Ortiz Barrientos', correo: 'lf.ortiz@correo.bo', telefono: '70998877',
    profesion: 'Economista', ciudadId: 4, fechaNacimiento: '1991-04-21', sexo: 'Masculino', anosExperiencia: 8,
    acercade: 'Economista con experiencia en análisis de riesgo crediticio y finanzas en banca múltiple. Manejo Excel avanzado, Power BI y Python para análisis de datos. Conozco la normativa de la ASFI.',
    tituloLicenciatura: 'Licenciatura en Economía (Universidad Mayor de San Andrés)',
    tituloMaestria: 'Maestría en Finanzas (Universidad Andina Simón Bolívar)',
  },
  {
    nombre: 'Paola', apellidos: 'Suárez Méndez', correo: 'paola.suarez@correo.bo', telefono: '78765432',
    profesion: 'Licenciada en Turismo', ciudadId: 2, fechaNacimiento: '1997-08-19', sexo: 'Femenino', anosExperiencia: 4,
    acercade: 'Profesional en turismo y hotelería, con inglés avanzado y francés intermedio. Experiencia en recepción de hoteles y guiado de grupos en Sucre, Potosí y el salar de Uyuni.',
    tituloLicenciatura: 'Licenciatura en Turismo (Universidad San Francisco Xavier de Chuquisaca)',
  },
  {
    nombre: 'Wilmer', apellidos: 'Ticona Apaza', correo: 'wilmer.ticona@correo.bo', telefono: '79123456',
    profesion: 'Chofer profesional', ciudadId: 10, fechaNacimiento: '1983-01-05', sexo: 'Masculino', anosExperiencia: 15,
    acercade: 'Chofer con licencia categoría C y quince años en transporte de carga pesada por rutas nacionales y hacia los puertos de Chile. Conocimiento de mecánica básica y trámites aduaneros.',
    tituloTecnico: 'Técnico Medio en Mecánica Automotriz (Instituto Tecnológico Túpac Katari)',
  },
  {
    nombre: 'Andrea', apellidos: 'Gonzales Vaca', correo: 'andrea.gonzales@correo.bo', telefono: '75566778',
    profesion: 'Psicóloga Organizacional', ciudadId: 8, fechaNacimiento: '1993-06-11', sexo: 'Femenino', anosExperiencia: 6,
    acercade: 'Psicóloga con experiencia en reclutamiento masivo, evaluación por competencias y clima laboral. He acompañado procesos de selección para empresas de retail, banca y agroindustria.',
    tituloLicenciatura: 'Licenciatura en Psicología (Universidad Privada de Santa Cruz de la Sierra)',
    tituloDiplomado: 'Diplomado en Gestión del Talento Humano (UAGRM)',
  },
  {
    nombre: 'Marco Antonio', apellidos: 'Arce Lazcano', correo: 'marco.arce@correo.bo', telefono: '72233445',
    profesion: 'Ingeniero Petrolero', ciudadId: 9, fechaNacimiento: '1987-10-27', sexo: 'Masculino', anosExperiencia: 10,
    acercade: 'Ingeniero petrolero con experiencia en producción y pruebas de pozo en campos gasíferos del Chaco. Trabajo con rotaciones en campo y estándares internacionales de seguridad.',
    tituloLicenciatura: 'Ingeniería Petrolera (Universidad Autónoma Juan Misael Saracho)',
    tituloDiplomado: 'Diplomado en Ingeniería de Gas Natural (UAJMS)',
  },
  {
    nombre: 'Silvia', apellidos: 'Calle Huanca', correo: 'silvia.calle@correo.bo', telefono: '71987654',
    profesion: 'Profesora de Inglés', ciudadId: 10, fechaNacimiento: '1995-03-03', sexo: 'Femenino', anosExperiencia: 5,
    acercade: 'Docente de inglés con certificación internacional y experiencia en institutos técnicos y colegios de El Alto y La Paz. Preparo material propio y clases dinámicas.',
    tituloLicenciatura: 'Licenciatura en Lingüística e Idiomas (Universidad Mayor de San Andrés)',
  },
  {
    nombre: 'Rodrigo', apellidos: 'Méndez Cuéllar', correo: 'rodrigo.mendez@correo.bo', telefono: '70112233',
    profesion: 'Médico Veterinario', ciudadId: 1, fechaNacimiento: '1990-09-09', sexo: 'Masculino', anosExperiencia: 7,
    acercade: 'Médico veterinario con experiencia en ganadería bovina de carne en el Beni: sanidad, reproducción e inseminación artificial. Acostumbrado a vivir y trabajar en estancia.',
    tituloLicenciatura: 'Medicina Veterinaria y Zootecnia (Universidad Autónoma del Beni José Ballivián)',
  },
  {
    nombre: 'Verónica', apellidos: 'Aguilar Rocha', correo: 'veronica.aguilar@correo.bo', telefono: '77889900',
    profesion: 'Bioquímica Farmacéutica', ciudadId: 3, fechaNacimiento: '1992-01-17', sexo: 'Femenino', anosExperiencia: 6,
    acercade: 'Bioquímica farmacéutica con experiencia como regente en cadenas de farmacias. Conozco la normativa de AGEMED, el control de medicamentos y la atención farmacéutica.',
    tituloLicenciatura: 'Bioquímica y Farmacia (Universidad Mayor de San Simón)',
  },
  {
    nombre: 'Javier', apellidos: 'Quispe Condori', correo: 'javier.quispe@correo.bo', telefono: '79988776',
    profesion: 'Técnico en Telecomunicaciones', ciudadId: 4, fechaNacimiento: '1999-05-30', sexo: 'Masculino', anosExperiencia: 2,
    acercade: 'Técnico en telecomunicaciones con experiencia en instalación de fibra óptica, configuración de routers y atención de averías en La Paz y El Alto. Tengo motocicleta propia.',
    tituloTecnico: 'Técnico Superior en Telecomunicaciones (Escuela Industrial Superior Pedro Domingo Murillo)',
  },
  {
    nombre: 'Natalia', apellidos: 'Pereira Añez', correo: 'natalia.pereira@correo.bo', telefono: '76655443',
    profesion: 'Bióloga', ciudadId: 6, fechaNacimiento: '1994-12-24', sexo: 'Femenino', anosExperiencia: 5,
    acercade: 'Bióloga con experiencia en monitoreo de fauna amazónica, cámaras trampa y sistemas de información geográfica. He trabajado con comunidades de Pando y el norte de La Paz.',
    tituloLicenciatura: 'Licenciatura en Biología (Universidad Mayor de San Andrés)',
    tituloMaestria: 'Maestría en Ecología y Conservación (UMSA)',
  },
  {
    nombre: 'Álvaro', apellidos: 'Zamora Ríos', correo: 'alvaro.zamora@correo.bo', telefono: '72345678',
    profesion: 'Abogado', ciudadId: 2, fechaNacimiento: '1986-07-07', sexo: 'Masculino', anosExperiencia: 12,
    acercade: 'Abogado especializado en derecho laboral y comercial, con experiencia en patrocinio de procesos y asesoría a empresas de Chuquisaca y Potosí.',
    tituloLicenciatura: 'Derecho (Universidad San Francisco Xavier de Chuquisaca)',
    tituloMaestria: 'Maestría en Derecho del Trabajo (Universidad Andina Simón Bolívar)',
    tituloDoctorado: 'Doctorado en Derecho (Universidad San Francisco Xavier de Chuquisaca)',
  },
  {
    nombre: 'Claudia', apellidos: 'Mercado Salinas', correo: 'claudia.mercado@correo.bo', telefono: '78123987',
    profesion: 'Ingeniera Industrial', ciudadId: 5, fechaNacimiento: '1991-10-15', sexo: 'Femenino', anosExperiencia: 8,
    acercade: 'Ingeniera industrial con experiencia en jefatura de producción textil, mejora continua y Lean Manufacturing. He reducido mermas y tiempos de entrega en plantas de Oruro y El Alto.',
    tituloLicenciatura: 'Ingeniería Industrial (Universidad Técnica de Oruro)',
    tituloDiplomado: 'Diplomado en Lean Six Sigma (Universidad Privada Boliviana)',
  },
  {
    nombre: 'Esteban', apellidos: 'Velasco Prado', correo: 'esteban.velasco@correo.bo', telefono: '70707070',
    profesion: 'Estudiante de Ingeniería de Sistemas', ciudadId: 9, fechaNacimiento: '2002-04-04', sexo: 'Masculino', anosExperiencia: 0,
    acercade: 'Estudiante de octavo semestre de Ingeniería de Sistemas. Programo en JavaScript y Python, y busco mi primera práctica profesional en desarrollo web.',
    oculto: true,
  },
];
