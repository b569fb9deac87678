/**
 * One schema for PGlite and PostgreSQL. Numeric ids are the contract's ids (Empleo, Empresa,
 * Candidato, Curriculum...); public codes (CodigoEmpleo, EmpresaCodigo, CandidatoCodigo) are random.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => ts('created_at').notNull().defaultNow();

// ---------- catalogues (seeded by migration from src/shared/catalog.ts) ----------
export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  departamento: text('departamento').notNull(),
  lat: doublePrecision('lat').notNull(),
  lon: doublePrecision('lon').notNull(),
});
const simpleCatalog = (name: string) =>
  pgTable(name, { id: integer('id').primaryKey(), nombre: text('nombre').notNull() });
export const jobTypes = simpleCatalog('job_types');
export const categories = simpleCatalog('categories');
export const salaryOptions = simpleCatalog('salary_options');
export const skills = simpleCatalog('skills');
export const languages = simpleCatalog('languages');
export const companyTypes = simpleCatalog('company_types');
export const companySizes = simpleCatalog('company_sizes');
export const workModes = simpleCatalog('work_modes');
export const experienceLevels = pgTable('experience_levels', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
  minYears: integer('min_years').notNull(),
});
export const jobLanguages = pgTable('job_languages', {
  code: text('code').primaryKey(),
  nombre: text('nombre').notNull(),
});

// ---------- accounts ----------
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['candidato', 'empresa', 'admin'] }).notNull(),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull().default(''),
    telefono: text('telefono').notNull().default(''),
    profesion: text('profesion').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    /** The owner deleted the account (decision 070): personal fields erased, e-mail freed, login impossible. */
    deletedAt: ts('deleted_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(t.email)],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('auth_tokens_hash_uq').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/**
 * Single-use links to choose a password (quick CV, public job posting; decision 070): only the
 * SHA-256 of the token is kept; a link expires after 48 hours.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_links_hash_uq').on(t.tokenHash), index('password_links_user_idx').on(t.userId)],
);

export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    apellidos: text('apellidos').notNull().default(''),
    profesion: text('profesion').notNull().default(''),
    pais: text('pais').notNull().default('Bolivia'),
    ciudadId: integer('ciudad_id').references(() => cities.id),
    fechaNacimiento: date('fecha_nacimiento', { mode: 'string' }),
    acercade: text('acercade').notNull().default(''),
    correo: text('correo').notNull(),
    telefono: text('telefono').notNull().default(''),
    sexo: text('sexo').notNull().default(''),
    anosExperiencia: integer('anos_experiencia').notNull().default(0),
    fotoPerfil: text('foto_perfil'),
    tituloTecnico: text('titulo_tecnico').notNull().default(''),
    tituloLicenciatura: text('titulo_licenciatura').notNull().default(''),
    tituloDiplomado: text('titulo_diplomado').notNull().default(''),
    tituloMaestria: text('titulo_maestria').notNull().default(''),
    tituloDoctorado: text('titulo_doctorado').notNull().default(''),
    /** 'Visible para empresas': off until the candidate turns it on (privacy by default, decision 071). */
    visible: boolean('visible').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('candidates_codigo_uq').on(t.codigo), uniqueIndex('candidates_user_uq').on(t.userId)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    nombre: text('nombre').notNull(),
    nombreComercial: text('nombre_comercial').notNull().default(''),
    descripcion: text('descripcion').notNull().default(''),
    pais: text('pais').notNull().default('Bolivia'),
    ciudadId: integer('ciudad_id').references(() => cities.id),
    direccion: text('direccion').notNull().default(''),
    acercade: text('acercade').notNull().default(''),
    correo: text('correo').notNull(),
    telefono: text('telefono').notNull().default(''),
    tipoEmpresaId: integer('tipo_empresa_id').references(() => companyTypes.id),
    tamanoEmpresaId: integer('tamano_empresa_id').references(() => companySizes.id),
    anioFundacion: integer('anio_fundacion'),
    urlImagen: text('url_imagen'),
    urlIcono: text('url_icono'),
    estado: smallint('estado').notNull().default(1),
    /** When the daily digest of new applicants was last sent. */
    resumenEnviadoAt: ts('resumen_enviado_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('companies_codigo_uq').on(t.codigo), uniqueIndex('companies_user_uq').on(t.userId)],
);

// ---------- jobs ----------
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    codigo: text('codigo').notNull(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    descripcion: text('descripcion').notNull(),
    descripcionLarga: text('descripcion_larga').notNull().default(''),
    ubicacion: text('ubicacion').notNull().default(''),
    ciudadId: integer('ciudad_id').notNull().references(() => cities.id),
    tipoEmpleoId: integer('tipo_empleo_id').notNull().references(() => jobTypes.id),
    categoriaId: integer('categoria_id').references(() => categories.id),
    experienciaId: integer('experiencia_id').notNull().default(0).references(() => experienceLevels.id),
    /** The top of the monthly salary in Bs (0: 'A convenir'). */
    salario: integer('salario').notNull().default(0),
    /** The bottom of the range (0: none; never above salario). */
    salarioMinimo: integer('salario_minimo').notNull().default(0),
    modalidadId: integer('modalidad_id').notNull().default(1).references(() => workModes.id),
    fechaPublicacion: ts('fecha_publicacion').notNull().defaultNow(),
    fechaVencimiento: date('fecha_vencimiento', { mode: 'string' }).notNull(),
    /** 1 Pendiente (not paid), 2 Completado (paid). Vencido (3) is derived from fechaVencimiento. */
    estado: smallint('estado').notNull().default(1),
    /** Posted by a visitor through /publicar-empleo: public for one hour before payment. */
    publico: boolean('publico').notNull().default(false),
    /** Closed by its company (delete): applications are kept. */
    cerrado: boolean('cerrado').notNull().default(false),
    /** Hidden by staff. */
    oculto: boolean('oculto').notNull().default(false),
    /** Why staff hid it (shown to its company). */
    motivoOculto: text('motivo_oculto'),
    /** Held by the posting rules or by reports (issue 38): hidden (oculto) until staff decide. */
    enRevision: boolean('en_revision').notNull().default(false),
    /** Issue 39: candidates and the public never see its company (migration 0038). */
    confidencial: boolean('confidencial').notNull().default(false),
    /** Issue 39: featured (paid) until then; expiry is by time (migration 0038). */
    destacadoHasta: ts('destacado_hasta'),
    /** Up to 5 screening questions (decision 075): {pregunta, tipo: sino|numero|texto, descarte, minimo}. */
    preguntas: jsonb('preguntas').notNull().default(sql`'[]'::jsonb`),
    /** When its company last opened the applicants page: later applications are 'nuevos'. */
    postulantesVistosAt: ts('postulantes_vistos_at'),
    /** Requirements, skills, category, company and city, kept in step by the job service. */
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('es_unaccent'::regconfig, coalesce("titulo", '')), 'A') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce("descripcion", '')), 'B') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce("search_text", '')), 'C') || setweight(to_tsvector('es_unaccent'::regconfig, coalesce("descripcion_larga", '')), 'D')`,
    ),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_codigo_uq').on(t.codigo),
    index('jobs_company_idx').on(t.companyId),
    index('jobs_search_idx').using('gin', t.search),
    index('jobs_title_trgm_idx').using('gin', sql`f_unaccent(lower(${t.titulo})) gin_trgm_ops`),
    index('jobs_public_idx').on(t.estado, t.fechaVencimiento, t.fechaPublicacion),
    index('jobs_city_idx').on(t.ciudadId),
    index('jobs_category_idx').on(t.categoriaId),
    // Read by the dashboards' cache before jobs had a version counter (0006); dropping it takes a migration.
    index('jobs_updated_idx').on(t.updatedAt),
    // Public search (modules/jobs/search.ts): paid open jobs, newest first, with the filter
    // columns in the key so counts and filters are index-only scans; the two other sorts; and
    // the visitors' public postings (unpaid, listed for an hour).
    index('jobs_listed_idx')
      .on(t.fechaPublicacion.desc(), t.id.desc(), t.fechaVencimiento, t.ciudadId, t.categoriaId, t.tipoEmpleoId, t.modalidadId, t.experienciaId, t.salario, t.companyId)
      .where(sql`${t.estado} = 2 and not ${t.cerrado} and not ${t.oculto}`),
    // The sort indexes also carry the filter columns (INCLUDE, migration 0023, written by hand).
    index('jobs_listed_salary_idx')
      .on(t.salario.desc(), t.fechaPublicacion.desc(), t.id.desc())
      .where(sql`${t.estado} = 2 and not ${t.cerrado} and not ${t.oculto}`),
    index('jobs_listed_expiry_idx')
      .on(t.fechaVencimiento, t.fechaPublicacion.desc(), t.id.desc())
      .where(sql`${t.estado} = 2 and not ${t.cerrado} and not ${t.oculto}`),
    index('jobs_public_posting_idx').on(t.fechaPublicacion).where(sql`${t.publico} and ${t.estado} <> 2`),
    // The moderation queue's held jobs (migration 0034).
    index('jobs_en_revision_idx').on(t.id).where(sql`${t.enRevision}`),
  ],
);

const jobList = (name: string) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
      descripcion: text('descripcion').notNull(),
      orden: integer('orden').notNull().default(0),
    },
    (t) => [index(`${name}_job_idx`).on(t.jobId)],
  );
export const jobRequirements = jobList('job_requirements');
export const jobResponsibilities = jobList('job_responsibilities');

export const jobSkills = pgTable(
  'job_skills',
  {
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id').notNull().references(() => skills.id),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.skillId] })],
);

export const jobLanguageLinks = pgTable(
  'job_language_links',
  {
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    languageCode: text('language_code').notNull().references(() => jobLanguages.code),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.languageCode] })],
);

// ---------- CVs ----------
export const cvTemplates = pgTable('cv_templates', {
  id: integer('id').primaryKey(),
  nombre: text('nombre').notNull(),
});

export const curriculums = pgTable(
  'curriculums',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    plantillaId: integer('plantilla_id').notNull().default(1),
    /** The structured CV (src/cv document type). The PDF is always rendered from it. */
    documento: jsonb('documento').notNull(),
    fotoKey: text('foto_key'),
    pagado: boolean('pagado').notNull().default(false),
    pagadoEn: ts('pagado_en'),
    createdAt: createdAt(),
  },
  (t) => [
    index('curriculums_candidate_idx').on(t.candidateId),
    // Photo files are shared (copies, applications' snapshots): removed only when nothing refers to them.
    index('curriculums_foto_key_idx').on(t.fotoKey).where(sql`"foto_key" IS NOT NULL`),
  ],
);

// ---------- applications ----------
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    /** The CV it was sent with; null once the candidate deleted that CV (the snapshot below stays). */
    curriculumId: integer('curriculum_id').references(() => curriculums.id, { onDelete: 'set null' }),
    /**
     * The version that was sent (decision 069): title, document and photo file of the CV at the
     * time of applying, copied by the database trigger `applications_cv_snapshot` (migration 0011)
     * on insert. Everything the company sees of the application's CV comes from here.
     */
    cvTitulo: text('cv_titulo'),
    cvDocumento: jsonb('cv_documento'),
    cvFotoKey: text('cv_foto_key'),
    /** Pipeline: 1 Recibido, 2 En revisión, 3 Entrevista, 4 Rechazado, 5 Contratado; 6 Retirada by the candidate (decision 079). */
    estado: smallint('estado').notNull().default(1),
    /** When the company first listed it on its applicants page (decision 079, migration 0019). */
    vistaEmpresaAt: ts('vista_empresa_at'),
    /** The company's 1-5 rating (decision 074); null until rated. */
    calificacion: smallint('calificacion'),
    /** The company's tags on this application. */
    etiquetas: text('etiquetas').array().notNull().default(sql`'{}'::text[]`),
    /** Why it was rejected: REJECTION_REASONS id and the company's own words. */
    motivoRechazoId: smallint('motivo_rechazo_id'),
    motivoRechazo: text('motivo_rechazo').notNull().default(''),
    /** Answers to the job's screening questions, in their order (decision 075). */
    respuestas: jsonb('respuestas').notNull().default(sql`'[]'::jsonb`),
    /** No answer hit a knock-out answer. */
    pasaFiltros: boolean('pasa_filtros').notNull().default(true),
    /** Optional cover letter and monthly salary expectation in Bs (0: not given). */
    carta: text('carta').notNull().default(''),
    pretension: integer('pretension').notNull().default(0),
    /** Where the candidate came from: busqueda, directo, compartido. */
    fuente: text('fuente').notNull().default('directo'),
    /** Issue 39: when the company of a confidential job told this candidate its name (null: not told). */
    empresaReveladaAt: ts('empresa_revelada_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_job_candidate_uq').on(t.jobId, t.candidateId),
    index('applications_candidate_idx').on(t.candidateId),
    // Newest-first applicant lists, and the 'applications' version of the answer cache (core/cache.ts).
    index('applications_created_idx').on(t.createdAt),
    index('applications_updated_idx').on(t.updatedAt),
    index('applications_curriculum_idx').on(t.curriculumId),
    index('applications_cv_foto_key_idx').on(t.cvFotoKey).where(sql`"cv_foto_key" IS NOT NULL`),
  ],
);

// ---------- payments ----------
/** What a payment pays for: a CV, a job's publication, a credit pack (issue 39). */
export const PAYMENT_KINDS = ['curriculum', 'empleo', 'paquete', 'destacado'] as const;

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    /** Null once the CV was deleted: the payment stays as a record. */
    curriculumId: integer('curriculum_id').references(() => curriculums.id, { onDelete: 'set null' }),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'cascade' }),
    montoBs: integer('monto_bs').notNull(),
    /** What was bought as the receipt says it ('Currículum «...»'), frozen when the QR is made. */
    detalle: text('detalle'),
    nombre: text('nombre').notNull(),
    ciNit: text('ci_nit').notNull(),
    telefono: text('telefono').notNull(),
    correo: text('correo').notNull(),
    /** EstadoTransaccion: 1 pending, 2 paid, 3 replaced, 4 expired or cancelled, 5 under review. */
    estado: smallint('estado').notNull().default(1),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref'),
    /** SHA-256 of the unguessable code the sandbox QR carries (null for a real gateway). */
    codeHash: text('code_hash'),
    /** When the gateway stops accepting this QR, when it says so. */
    expiresAt: ts('expires_at'),
    /** Last time the gateway was asked about this charge (the sweep asks the oldest first). */
    checkedAt: ts('checked_at'),
    /** Why a payment is under review (e.g. the gateway reported another amount). */
    nota: text('nota'),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    /** Staff rejected the posting this paid for (issue 38): the money is to be given back. */
    reembolsoPendiente: boolean('reembolso_pendiente').notNull().default(false),
    /** A featured job's payment (kind destacado): the days it buys. */
    dias: integer('dias'),
    /** A credit pack (kind 'paquete', issue 39): the pack bought and the company its credits go to. */
    packId: integer('pack_id').references(() => creditPacks.id, { onDelete: 'set null' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** What the pack gave when the QR was made: credits and the days they last after the payment. */
    creditos: integer('creditos'),
    diasVigencia: integer('dias_vigencia'),
    /** Billing data (issue 39): 'CI' or 'NIT', the number in ci_nit (with a CI's complement), the razón social. */
    tipoDocumento: text('tipo_documento', { enum: ['CI', 'NIT'] }).notNull().default('CI'),
    /** Null only in rows written without it (readers show the payer's name, what a person invoices under). */
    razonSocial: text('razon_social'),
  },
  (t) => [
    index('payments_user_idx').on(t.userId),
    index('payments_pending_idx').on(t.createdAt).where(sql`estado = 1`),
    index('payments_paid_at_idx').on(t.paidAt),
  ],
);

// ---------- blog ----------
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    titulo: text('titulo').notNull(),
    descripcionCorta: text('descripcion_corta').notNull().default(''),
    /** Sanitised HTML (stored decoded; travels base64 in the contract). */
    descripcionLarga: text('descripcion_larga').notNull().default(''),
    urlImagen: text('url_imagen'),
    autorId: integer('autor_id').references(() => users.id, { onDelete: 'set null' }),
    autor: text('autor').notNull().default(''),
    fecha: date('fecha', { mode: 'string' }).notNull(),
    categoria: text('categoria').notNull().default(''),
    etiquetas: text('etiquetas').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('articles_slug_uq').on(t.slug)],
);

// ---------- search ----------
/**
 * Change counters. The row 'jobs' (the answer cache's 'jobs' tag, core/cache.ts) is bumped by a
 * statement trigger on every insert, delete, or update of a column the public search reads (not
 * views), whoever writes (migration 0006). The row 'catalogue-names' holds a fingerprint of the
 * catalogue names that jobs.search_text was built from (modules/jobs/search-text.ts).
 */
export const searchVersions = pgTable('search_versions', {
  name: text('name').primaryKey(),
  version: integer('version').notNull().default(0),
});

// ---------- contact and activity ----------
export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  nombreCompleto: text('nombre_completo').notNull(),
  nombreEmpresa: text('nombre_empresa').notNull().default(''),
  telefono: text('telefono').notNull().default(''),
  correo: text('correo').notNull(),
  mensaje: text('mensaje').notNull(),
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
});

export const activityLog = pgTable(
  'activity_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    vista: text('vista').notNull(),
    detalle: text('detalle').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_created_idx').on(t.createdAt),
    // The admin filters the log by view and by user, newest first.
    index('activity_log_vista_idx').on(t.vista, t.createdAt),
    index('activity_log_user_idx').on(t.userId, t.createdAt),
  ],
);

// ---------- job views ----------
/**
 * One row per job, La Paz day and visitor: a view counts once a day per visitor, across every
 * instance. The visitor is `u<user id>` with a session, else a hash of IP and user agent with
 * that day's salt (never the address itself). Rows older than yesterday are deleted.
 */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    visitante: text('visitante').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dia, t.jobId, t.visitante] })],
);

/**
 * Each job's unique views since it was posted, apart from the jobs row: a new view rewrites this
 * narrow row, not the job's (whose every index took an entry at each write, decision 084).
 */
export const jobViewCounts = pgTable('job_view_counts', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  vistas: integer('vistas').notNull().default(0),
});

/** Unique views per job, La Paz day and source, kept for the job's figures (job_views keeps two days only). */
export const jobViewDays = pgTable(
  'job_view_days',
  {
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    fuente: text('fuente').notNull(),
    vistas: integer('vistas').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.dia, t.fuente] })],
);

/** The random salt of each La Paz day for visitors' hashes, shared by the instances; deleted with the day's views. */
export const viewSalts = pgTable('view_salts', {
  dia: date('dia', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

// ---------- CV analysis ----------
export const cvAnalyses = pgTable(
  'cv_analyses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    descripcion: text('descripcion').notNull().default(''),
    carpeta: text('carpeta').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cv_analyses_company_idx').on(t.companyId)],
);

export const cvAnalysisItems = pgTable(
  'cv_analysis_items',
  {
    id: serial('id').primaryKey(),
    analysisId: integer('analysis_id').notNull().references(() => cvAnalyses.id, { onDelete: 'cascade' }),
    archivo: text('archivo').notNull(),
    storageKey: text('storage_key'),
    estado: text('estado', { enum: ['done', 'error'] }).notNull(),
    score: integer('score').notNull().default(0),
    resultado: jsonb('resultado'),
    error: text('error'),
  },
  (t) => [index('cv_analysis_items_analysis_idx').on(t.analysisId)],
);

/**
 * Every e-mail (decision 064): written in the transaction of the change that causes it, sent by
 * the mail worker with retries. estado: pendiente -> enviado, or fallido after the last attempt.
 * `lockedUntil` is the lease of the worker that claimed the row; `sensitive` bodies (codes,
 * passwords) are blanked once sent.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    html: text('html'),
    sensitive: boolean('sensitive').notNull().default(false),
    estado: text('estado').notNull().default('pendiente'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lockedUntil: ts('locked_until'),
    sentAt: ts('sent_at'),
    /** Extra mail headers (List-Unsubscribe of job alerts), name -> value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** An iCalendar part (interview invitations, migration 0033): method and the .ics text. */
    calendar: jsonb('calendar').$type<{ method: string; content: string }>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`estado = 'pendiente'`),
    // /metrics counts failed mail at every scrape without reading the mail sent (decision 098).
    index('outbox_failed_idx').on(t.id).where(sql`estado = 'fallido'`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);

// ---------- hiring pipeline (decision 074) ----------
/** The company's private notes on an application. */
export const applicationNotes = pgTable(
  'application_notes',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    texto: text('texto').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('application_notes_application_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The application's history: tipo 'estado', 'nota', 'calificacion', 'etiquetas',
 * 'mensaje_programado', 'mensaje_enviado', 'mensaje_cancelado'. `paraCandidato` marks what the
 * candidate's own timeline may show one day (state changes and messages sent), never notes.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    tipo: text('tipo').notNull(),
    estadoAnterior: smallint('estado_anterior'),
    estadoNuevo: smallint('estado_nuevo'),
    detalle: text('detalle').notNull().default(''),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorNombre: text('actor_nombre').notNull().default(''),
    paraCandidato: boolean('para_candidato').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('application_events_application_idx').on(t.applicationId, t.createdAt)],
);

/** A company's own wording of the message of one pipeline state (the default text otherwise). */
export const statusMessageTemplates = pgTable(
  'status_message_templates',
  {
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    estado: smallint('estado').notNull(),
    asunto: text('asunto').notNull(),
    cuerpo: text('cuerpo').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.estado] })],
);

/**
 * A status message waiting out its undo window: situacion 'pendiente' until `dueAt`, then
 * 'enviado' (moved into the outbox, `outboxId`) or 'cancelado' (the state changed again first).
 * `estadoDesde` is the state the candidate last knew: changing back to it sends nothing.
 */
export const pendingStatusMessages = pgTable(
  'pending_status_messages',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    estadoDesde: smallint('estado_desde').notNull(),
    estado: smallint('estado').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    dueAt: ts('due_at').notNull(),
    situacion: text('situacion').notNull().default('pendiente'),
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('pending_status_messages_one_pending_uq').on(t.applicationId).where(sql`"situacion" = 'pendiente'`),
    index('pending_status_messages_due_idx').on(t.dueAt).where(sql`"situacion" = 'pendiente'`),
  ],
);

// ---------- job seekers' tools (decision 078) ----------
/** A candidate's saved jobs ('Empleos guardados'). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull().references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'saved_jobs_pk', columns: [t.candidateId, t.jobId] }), index('saved_jobs_candidate_created_idx').on(t.candidateId, t.createdAt)],
);

/**
 * A job alert: a saved search mailed daily or weekly. The mail lists the jobs published after
 * `lastSentAt` (the end of the previous window, a little before the last run: see alert-sender);
 * `nextDueAt` is when it is due again. Both move in the transaction that enqueues the mail.
 * Each mail carries its own unsubscribe link (job_alert_links): no clear token is kept.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id').notNull().references(() => candidates.id, { onDelete: 'cascade' }),
    busqueda: jsonb('busqueda').notNull(),
    frecuencia: text('frecuencia', { enum: ['diaria', 'semanal'] }).notNull(),
    activa: boolean('activa').notNull().default(true),
    lastSentAt: ts('last_sent_at').notNull(),
    nextDueAt: ts('next_due_at').notNull(),
    /** When the last mail was enqueued (null: none yet). */
    lastMailAt: ts('last_mail_at'),
    enviados: integer('enviados').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('job_alerts_frecuencia_check', sql`${t.frecuencia} in ('diaria', 'semanal')`),
    index('job_alerts_candidate_idx').on(t.candidateId),
    index('job_alerts_due_idx').on(t.nextDueAt).where(sql`"activa"`),
  ],
);

/**
 * The unsubscribe links of an alert's mails (decision 082): each mail a new random token, of which
 * only the SHA-256 is kept; any of them unsubscribes (deletes) the alert, which takes its links.
 */
export const jobAlertLinks = pgTable(
  'job_alert_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    alertId: integer('alert_id').notNull().references(() => jobAlerts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('job_alert_links_alert_idx').on(t.alertId)],
);

// ---------- CV share links (decision 077) ----------
/** A public, revocable link to a paid CV: only the token's SHA-256 is kept; opens are counted. */
export const cvShareLinks = pgTable(
  'cv_share_links',
  {
    id: serial('id').primaryKey(),
    curriculumId: integer('curriculum_id').notNull().references(() => curriculums.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
    opens: integer('opens').notNull().default(0),
    lastOpenedAt: ts('last_opened_at'),
  },
  (t) => [uniqueIndex('cv_share_links_token_idx').on(t.tokenHash), index('cv_share_links_curriculum_idx').on(t.curriculumId)],
);

// ---------- interviews (issue 40, migration 0033) ----------
/**
 * An interview of one application: the company proposes 1-5 times (`horarios`, ISO instants in
 * UTC), the candidate confirms one (`inicio`). `secuencia` is the iCalendar SEQUENCE, raised at
 * each reprogramming and at the cancel; `recordatorio_at` marks the reminder sent 24 h before.
 * At most one not-cancelled interview per application.
 */
export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    estado: text('estado').$type<'propuesta' | 'confirmada' | 'cancelada'>().notNull().default('propuesta'),
    horarios: jsonb('horarios').$type<string[]>().notNull(),
    inicio: ts('inicio'),
    duracion: integer('duracion').notNull(),
    lugar: text('lugar').notNull().default(''),
    enlace: text('enlace').notNull().default(''),
    notas: text('notas').notNull().default(''),
    secuencia: integer('secuencia').notNull().default(0),
    motivoCancelacion: text('motivo_cancelacion').notNull().default(''),
    canceladaPor: text('cancelada_por'),
    recordatorioAt: ts('recordatorio_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interviews_active_uq').on(t.applicationId).where(sql`estado <> 'cancelada'`),
    index('interviews_company_idx').on(t.companyId, t.inicio),
    index('interviews_reminder_idx').on(t.inicio).where(sql`estado = 'confirmada' AND recordatorio_at IS NULL`),
    check('interviews_estado_chk', sql`estado IN ('propuesta', 'confirmada', 'cancelada')`),
  ],
);

// --- moderation (issue 38, migration 0034) ---

/** The rules' settings staff edit: one row (id 1); absent, the defaults of moderation/rules.ts hold. */
export const moderationSettings = pgTable('moderation_settings', {
  id: smallint('id').primaryKey().default(1),
  umbral: integer('umbral').notNull(),
  denunciasParaOcultar: integer('denuncias_para_ocultar').notNull(),
  /** { [codigo]: { peso, activa } } */
  reglas: jsonb('reglas').notNull(),
  /** The staff word list. */
  palabras: jsonb('palabras').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Why a job is held "En revisión": by the rules (their findings) or by reports. */
export const jobHolds = pgTable('job_holds', {
  jobId: integer('job_id')
    .primaryKey()
    .references(() => jobs.id, { onDelete: 'cascade' }),
  origen: text('origen', { enum: ['reglas', 'denuncias'] }).notNull(),
  puntaje: integer('puntaje').notNull().default(0),
  /** [{ codigo, peso, motivo }] */
  motivos: jsonb('motivos').notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
});

/** A report of a job: one per reporter (a user, or a hash of a visitor's IP) and job. */
export const jobReports = pgTable(
  'job_reports',
  {
    id: serial('id').primaryKey(),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reporterKey: text('reporter_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    motivo: text('motivo').notNull(),
    detalle: text('detalle').notNull().default(''),
    /** pendiente, aceptada (staff hid the job), desestimada (staff approved it). */
    estado: text('estado', { enum: ['pendiente', 'aceptada', 'desestimada'] }).notNull().default('pendiente'),
    createdAt: createdAt(),
    resueltaAt: ts('resuelta_at'),
  },
  (t) => [uniqueIndex('job_reports_reporter_uq').on(t.jobId, t.reporterKey), index('job_reports_pending_idx').on(t.createdAt.desc()).where(sql`${t.estado} = 'pendiente'`)],
);

// ---------- conversations: messages on an application (issue 40, docs/decisions/messages.md) ----------
/**
 * One message of an application's thread: `lado` is the side that wrote it (candidato, empresa),
 * the author its user and display name (a company's recruiters fit later). `leidoAt`: when the
 * other side opened the thread after it; `notificadoAt`: when the grouped e-mail to the other side
 * took it (or it was read, or the recipient does not want message e-mails, first).
 */
export const applicationMessages = pgTable(
  'application_messages',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    lado: text('lado', { enum: ['candidato', 'empresa'] }).notNull(),
    authorUserId: integer('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    texto: text('texto').notNull(),
    createdAt: createdAt(),
    leidoAt: ts('leido_at'),
    notificadoAt: ts('notificado_at'),
  },
  (t) => [
    check('application_messages_lado_check', sql`${t.lado} in ('candidato', 'empresa')`),
    index('application_messages_application_idx').on(t.applicationId, t.createdAt),
    index('application_messages_unmailed_idx').on(t.createdAt).where(sql`"notificado_at" IS NULL`),
  ],
);

/** A company's reply templates: {nombre} and {empleo} are filled in before the message is sent. */
export const replyTemplates = pgTable(
  'reply_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    titulo: text('titulo').notNull(),
    cuerpo: text('cuerpo').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('reply_templates_company_idx').on(t.companyId)],
);

/** A user's choice about message e-mails; no row: they are sent. */
export const messageMailSettings = pgTable('message_mail_settings', {
  userId: integer('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  recibir: boolean('recibir').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The unsubscribe links of message e-mails: a random token per mail, only its SHA-256 kept. */
export const messageMailLinks = pgTable(
  'message_mail_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('message_mail_links_user_idx').on(t.userId)],
);

// ---------- verification (decision trust.md) ----------
/** A company staff verified (NIT and contact checked): a row is the flag; gone when unverified. */
export const verifiedCompanies = pgTable('verified_companies', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  verifiedBy: integer('verified_by').references(() => users.id, { onDelete: 'set null' }),
  verifiedAt: ts('verified_at').notNull().defaultNow(),
});

/** A company's request to be verified: NIT, razón social, and a document or its corporate e-mail domain. */
export const verificationRequests = pgTable(
  'verification_requests',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    nit: text('nit').notNull(),
    razonSocial: text('razon_social').notNull(),
    documentKey: text('document_key'),
    documentName: text('document_name'),
    documentType: text('document_type'),
    corporateDomain: text('corporate_domain'),
    /** pendiente, aprobada, rechazada. */
    estado: text('estado').notNull().default('pendiente'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('verification_requests_company_idx').on(t.companyId, t.id)],
);

/** Contact data of a candidate a verified company read: one row per company, candidate and La Paz day. */
export const contactReveals = pgTable(
  'contact_reveals',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    dia: date('dia', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.dia, t.candidateId] }), index('contact_reveals_candidate_idx').on(t.candidateId, t.createdAt)],
);

// ---------- company teams (issue 39, docs/decisions/company-teams.md) ----------
export const COMPANY_ROLES = ['administrador', 'reclutador'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

/**
 * The people of a company: one company per account. `jobIds` null: every job of the company;
 * a list: a recruiter limited to those jobs (anything of another job answers 404).
 */
export const companyMembers = pgTable(
  'company_members',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    rol: text('rol', { enum: COMPANY_ROLES }).notNull(),
    jobIds: integer('job_ids').array(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_members_rol_check', sql`${t.rol} in ('administrador', 'reclutador')`),
    uniqueIndex('company_members_user_uq').on(t.userId),
    index('company_members_company_idx').on(t.companyId),
  ],
);

/** An e-mailed invitation to a company's team: only the token's SHA-256 kept, single use, 7 days. */
export const companyInvitations = pgTable(
  'company_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    rol: text('rol', { enum: COMPANY_ROLES }).notNull(),
    jobIds: integer('job_ids').array(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    cancelledAt: ts('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_invitations_rol_check', sql`${t.rol} in ('administrador', 'reclutador')`),
    uniqueIndex('company_invitations_hash_uq').on(t.tokenHash),
    uniqueIndex('company_invitations_open_uq').on(t.companyId, t.email).where(sql`"accepted_at" IS NULL AND "cancelled_at" IS NULL`),
  ],
);
/** Issue 39: what featuring a job costs for each duration (days -> Bs), edited by staff (migration 0038). */
export const featuredPrices = pgTable('featured_prices', {
  dias: integer('dias').primaryKey(),
  montoBs: integer('monto_bs').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

// ---------- credit packs and billing data (issue 39, decision credit-packs-and-billing) ----------
/** The packs on sale, edited by staff: this many postings, usable this many days after payment, at this price. */
export const creditPacks = pgTable('credit_packs', {
  id: serial('id').primaryKey(),
  creditos: integer('creditos').notNull(),
  dias: integer('dias').notNull(),
  precioBs: integer('precio_bs').notNull(),
  activo: boolean('activo').notNull().default(true),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** The credits one paid pack gave a company (one lot per payment, never two), and how many are left. */
export const creditLots = pgTable(
  'credit_lots',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    creditos: integer('creditos').notNull(),
    restantes: integer('restantes').notNull(),
    venceAt: ts('vence_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('credit_lots_payment_idx').on(t.paymentId), index('credit_lots_company_idx').on(t.companyId, t.venceAt)],
);

/** Every change of a company's credits: bought (+n), used by a posting (-1), expired (-n). */
export const creditMovements = pgTable(
  'credit_movements',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => creditLots.id, { onDelete: 'cascade' }),
    tipo: text('tipo', { enum: ['compra', 'uso', 'vencimiento'] }).notNull(),
    cantidad: integer('cantidad').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    detalle: text('detalle').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('credit_movements_company_idx').on(t.companyId, t.createdAt)],
);

/** The billing data an account used last, offered again in its next payment. */
export const billingProfiles = pgTable('billing_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tipoDocumento: text('tipo_documento', { enum: ['CI', 'NIT'] }).notNull(),
  ciNit: text('ci_nit').notNull(),
  razonSocial: text('razon_social').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
