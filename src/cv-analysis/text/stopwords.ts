/** Words that carry no meaning for matching a CV to a job (folded, lower case). */
export const STOPWORDS = new Set(
  (
    // Spanish function words
    'a al algo algun alguna algunas alguno algunos ante antes aqui asi aun bajo cada como con contra cual cuales cuando ' +
    'de del desde donde dos durante e el ella ellas ellos en entre era es esa esas ese eso esos esta estas este esto estos ' +
    'fue ha han hasta hay la las le les lo los mas me mi mis mucho muy ni no nos o os otra otras otro otros para pero poco ' +
    'por porque que quien se segun ser si sin sobre su sus tambien tan tanto te tiene tienen todo todos tu tus u un una ' +
    'unas uno unos ya y yo etc ' +
    // English function words
    'an and as at be by for from in into is it of on or the their this to with ' +
    // Generic job-posting words
    'experiencia experiencias experience conocimiento conocimientos manejo minimo minima minimos indispensable deseable ' +
    'requisito requisitos requerido requerida capacidad nivel buen buena buenos excelente persona personas ano anos mes ' +
    'meses empresa empresas trabajo trabajar area puesto cargo funciones similar similares relacionado relacionados afines ' +
    'preferentemente dominio uso busca buscamos requiere requerimos contar debe deber general senior junior sr jr ' +
    'responsable profesional profesionales equipo mediante sus desarrollo desarrollar atencion'
  ).split(' '),
);
