/** The moderation rules staff edit (issue 38): each rule's weight and switch, the threshold, the reports that hide a posting and the word list. */
import { useState, type FormEvent } from 'react';
import type { ModerationRulesView } from '../../../shared/contract/moderation';
import { RULE_CODES, STAFF_WORDS_MAX } from '../../../shared/contract/moderation';
import { TextArea, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { useModerationRules, useSaveModerationRules } from './api/moderation';
import { actionOutcome } from './use-admin-list';

type RuleCode = (typeof RULE_CODES)[number];

function RulesForm({ rules }: { rules: ModerationRulesView }) {
  const [umbral, setUmbral] = useState(String(rules.Umbral));
  const [denuncias, setDenuncias] = useState(String(rules.DenunciasParaOcultar));
  const [reglas, setReglas] = useState(rules.Reglas.map((r) => ({ ...r, Peso: String(r.Peso), Activa: r.Activa === 1 })));
  const [palabras, setPalabras] = useState(rules.Palabras.join('\n'));
  const save = useSaveModerationRules();
  const setRule = (i: number, change: Partial<(typeof reglas)[number]>) => setReglas((rs) => rs.map((r, j) => (j === i ? { ...r, ...change } : r)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        tnUmbral: umbral.trim(),
        tnDenunciasParaOcultar: denuncias.trim(),
        taReglas: reglas.map((r) => ({ tcCodigo: r.Codigo as RuleCode, tnPeso: r.Peso.trim(), tlActiva: r.Activa })),
        taPalabras: palabras
          .split('\n')
          .map((w) => w.trim())
          .filter(Boolean),
      },
      actionOutcome(),
    );
  };
  return (
    <form className="stack moderation-rules" onSubmit={submit} aria-labelledby="moderation-rules-title">
      <h2 id="moderation-rules-title">Reglas de moderación</h2>
      <p className="muted">Cada empleo nuevo o editado suma el peso de las reglas que encuentra; si llega al umbral queda «En revisión» y la empresa recibe los motivos.</p>
      <div className="moderation-numbers">
        <TextField label="Umbral" inputMode="numeric" value={umbral} onChange={(e) => setUmbral(e.target.value)} hint="De 1 a 1000." />
        <TextField label="Denuncias para ocultar" inputMode="numeric" value={denuncias} onChange={(e) => setDenuncias(e.target.value)} hint="Denuncias de personas distintas." />
      </div>
      <fieldset className="moderation-rule-list">
        <legend>Reglas</legend>
        {reglas.map((r, i) => (
          <div key={r.Codigo} className="card moderation-rule">
            <label className="moderation-check">
              <input type="checkbox" checked={r.Activa} onChange={(e) => setRule(i, { Activa: e.target.checked })} /> <strong>{r.Nombre}</strong>
            </label>
            <p className="muted small">{r.Descripcion}</p>
            <TextField label={`Peso de «${r.Nombre}»`} inputMode="numeric" value={r.Peso} onChange={(e) => setRule(i, { Peso: e.target.value })} />
          </div>
        ))}
      </fieldset>
      <TextArea
        label="Palabras y frases que siempre se revisan (una por línea)"
        rows={4}
        value={palabras}
        onChange={(e) => setPalabras(e.target.value)}
        hint={`Hasta ${STAFF_WORDS_MAX}. Sin distinguir mayúsculas ni tildes.`}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          Guardar reglas
        </button>
      </div>
    </form>
  );
}

export function ModerationRules() {
  const rules = useModerationRules();
  if (rules.isPending) return <Spinner label="Cargando las reglas..." />;
  if (rules.isError) return <div className="alert alert-error">No se pudieron cargar las reglas.</div>;
  return <RulesForm rules={rules.data} />;
}
