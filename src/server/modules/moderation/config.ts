/** The rules' settings staff edit (one row; absent, the defaults hold) and their view. */
import { eq } from 'drizzle-orm';
import type { ModerationRulesView } from '../../../shared/contract/moderation';
import type { DbOrTx } from '../../db/client';
import { moderationSettings } from '../../db/schema';
import { defaultConfig, RULES, type ModerationConfig, type RuleCode, type RuleSetting } from './rules';

export async function loadConfig(db: DbOrTx): Promise<ModerationConfig> {
  const [row] = await db.select().from(moderationSettings).where(eq(moderationSettings.id, 1)).limit(1);
  const base = defaultConfig();
  if (!row) return base;
  const stored = (row.reglas ?? {}) as Partial<Record<RuleCode, RuleSetting>>;
  return {
    umbral: row.umbral,
    denunciasParaOcultar: row.denunciasParaOcultar,
    reglas: Object.fromEntries(RULES.map((r) => [r.codigo, { ...base.reglas[r.codigo], ...stored[r.codigo] }])) as Record<RuleCode, RuleSetting>,
    palabras: Array.isArray(row.palabras) ? (row.palabras as string[]) : [],
  };
}

export type RulesInput = {
  tnUmbral: number;
  tnDenunciasParaOcultar: number;
  taReglas: { tcCodigo: RuleCode; tnPeso: number; tlActiva: boolean }[];
  taPalabras: string[];
};

/** Saves what staff sent; a rule left out keeps its setting. */
export async function saveConfig(db: DbOrTx, input: RulesInput, now: Date): Promise<ModerationConfig> {
  const current = await loadConfig(db);
  const reglas = { ...current.reglas };
  for (const r of input.taReglas) reglas[r.tcCodigo] = { peso: r.tnPeso, activa: r.tlActiva };
  const palabras = [...new Set(input.taPalabras.map((w) => w.trim()).filter(Boolean))];
  const values = { umbral: input.tnUmbral, denunciasParaOcultar: input.tnDenunciasParaOcultar, reglas, palabras, updatedAt: now };
  await db
    .insert(moderationSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: moderationSettings.id, set: values });
  return loadConfig(db);
}

export const rulesView = (c: ModerationConfig): ModerationRulesView => ({
  Umbral: c.umbral,
  DenunciasParaOcultar: c.denunciasParaOcultar,
  Reglas: RULES.map((r) => ({ Codigo: r.codigo, Nombre: r.nombre, Descripcion: r.descripcion, Peso: c.reglas[r.codigo].peso, Activa: c.reglas[r.codigo].activa ? 1 : 0 })),
  Palabras: c.palabras,
});
