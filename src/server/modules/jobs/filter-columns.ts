/**
 * The columns of the jobs table that a search's filters compare: the filters (search-filters.ts)
 * name them and the statistics (filter-stats.ts) read their shares.
 */
export const FILTER_COLUMNS = ['ciudad_id', 'categoria_id', 'tipo_empleo_id', 'modalidad_id', 'experiencia_id', 'salario', 'fecha_publicacion', 'company_id'] as const;
export type Column = (typeof FILTER_COLUMNS)[number];
