/**
 * The results of one analysis (spec 001 /revisioncv): CV link, score bar, matches, gaps, years,
 * stack, summary or error; totals and the folder label above. Items come sorted by score.
 */
import { useState } from 'react';
import { formatDate } from '../../lib/format';
import { notify } from '../../lib/notify';
import type { AnalysisItem, AnalysisValues } from '../../../shared/contract/analysis';
import { openAnalysedCv } from './api/open-analysed-cv';

const LEVELS: Record<string, string> = {
  bachiller: 'Bachiller',
  tecnico: 'Técnico',
  licenciatura: 'Licenciatura',
  maestria: 'Maestría',
  doctorado: 'Doctorado',
};

const years = new Intl.NumberFormat('es-BO', { maximumFractionDigits: 1 });
export const formatYears = (n: number) => `${years.format(n)} ${n === 1 ? 'año' : 'años'}`;
const time = (iso: string) => new Date(iso).toLocaleTimeString('es-BO', { hour: '2-digit', minute: '2-digit', timeZone: 'America/La_Paz' });

const band = (score: number) => (score >= 70 ? 'alta' : score >= 40 ? 'media' : 'baja');

export function ScoreBar({ score, label }: { score: number; label: string }) {
  return (
    <div className="score">
      <div className={`score-bar score-${band(score)}`} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-label={label}>
        <span style={{ width: `${Math.max(0, Math.min(100, score))}%` }} />
      </div>
      <strong className="score-value">{score}</strong>
    </div>
  );
}

/** 'Ver N más' under a list cut short, and 'Ver menos' once it is open; nothing when nothing is hidden. */
function MoreToggle({ open, onToggle, hidden }: { open: boolean; onToggle: () => void; hidden: number }) {
  if (hidden <= 0) return null;
  return (
    <button type="button" className="link-button analysis-more" aria-expanded={open} onClick={onToggle}>
      {open ? 'Ver menos' : `Ver ${hidden} más`}
    </button>
  );
}

/** A list that shows its first items and the rest on demand. */
function ShortList({ items, empty, tone }: { items: string[]; empty: string; tone: 'match' | 'gap' }) {
  const [open, setOpen] = useState(false);
  if (items.length === 0) return <span className="muted">{empty}</span>;
  const shown = open ? items : items.slice(0, 4);
  return (
    <>
      <ul className={`analysis-list analysis-${tone}`}>
        {shown.map((t, i) => (
          <li key={i}>{t}</li>
        ))}
      </ul>
      <MoreToggle open={open} onToggle={() => setOpen(!open)} hidden={items.length - 4} />
    </>
  );
}

/** The spec's extract column: years of experience and the technical stack found. */
function Extract({ anios, stack }: { anios: number; stack: string[] }) {
  const [open, setOpen] = useState(false);
  const shown = open ? stack : stack.slice(0, 8);
  return (
    <div className="analysis-extract">
      <p>
        <span className="muted">Experiencia:</span> <strong>{formatYears(anios)}</strong>
      </p>
      {stack.length > 0 ? (
        <>
          <ul className="analysis-stack" aria-label="Stack">
            {shown.map((s) => (
              <li key={s} title={s}>
                {s}
              </li>
            ))}
          </ul>
          <MoreToggle open={open} onToggle={() => setOpen(!open)} hidden={stack.length - 8} />
        </>
      ) : (
        <span className="muted">Sin stack técnico detectado</span>
      )}
    </div>
  );
}

function CvCell({ item }: { item: AnalysisItem }) {
  const x = item.resultado?.extract;
  async function open() {
    const problem = await openAnalysedCv(item.url);
    if (problem) notify(problem, 'error');
  }
  return (
    <div className="analysis-cv">
      {item.url ? (
        <a
          href={item.url}
          className="analysis-file"
          onClick={(e) => {
            e.preventDefault();
            void open();
          }}
        >
          {item.archivo}
        </a>
      ) : (
        // Refused before being stored (not a PDF, over 10 MB): nothing to open.
        <span className="analysis-file">{item.archivo}</span>
      )}
      {x && (
        <dl className="analysis-contact">
          {x.nombre && (
            <div>
              <dt className="visually-hidden">Nombre</dt>
              <dd>
                <strong>{x.nombre}</strong>
              </dd>
            </div>
          )}
          {x.correo && (
            <div>
              <dt>Correo</dt>
              <dd>
                <a href={`mailto:${x.correo}`}>{x.correo}</a>
              </dd>
            </div>
          )}
          {x.telefono && (
            <div>
              <dt>Teléfono</dt>
              <dd>{x.telefono}</dd>
            </div>
          )}
          {x.ciudad && (
            <div>
              <dt>Ciudad</dt>
              <dd>{x.ciudad}</dd>
            </div>
          )}
          {x.nivelEstudios && (
            <div>
              <dt>Estudios</dt>
              <dd>{LEVELS[x.nivelEstudios] ?? x.nivelEstudios}</dd>
            </div>
          )}
          {x.idiomas.length > 0 && (
            <div>
              <dt>Idiomas</dt>
              <dd>{x.idiomas.join(', ')}</dd>
            </div>
          )}
        </dl>
      )}
    </div>
  );
}

export function ResultsTable({ analysis }: { analysis: AnalysisValues }) {
  return (
    <section className="card analysis-results" aria-labelledby="analysis-results-title">
      <div className="spread">
        <h2 id="analysis-results-title">Resultados</h2>
        <span className="badge badge-brand analysis-folder" title="Carpeta de este análisis">
          Carpeta: {analysis.CarpetaPublica}
        </span>
      </div>
      <p className="muted analysis-meta">
        Empleo: <strong>{analysis.Titulo}</strong> · {formatDate(analysis.Fecha)} {time(analysis.Fecha)}
        {analysis.Descripcion && (
          <>
            <br />
            Descripción adicional: {analysis.Descripcion}
          </>
        )}
      </p>
      <dl className="analysis-totals" aria-label="Totales">
        <div>
          <dt>Total</dt>
          <dd>{analysis.Total}</dd>
        </div>
        <div className="ok">
          <dt>OK</dt>
          <dd>{analysis.Ok}</dd>
        </div>
        <div className="errors">
          <dt>Errores</dt>
          <dd>{analysis.Errores}</dd>
        </div>
      </dl>
      <div className="table-wrap">
        <table className="table analysis-table">
          <caption className="visually-hidden">CVs analizados, de mayor a menor puntaje</caption>
          <colgroup>
            <col className="col-cv" />
            <col className="col-score" />
            <col className="col-match" />
            <col className="col-gap" />
            <col className="col-extract" />
            <col className="col-summary" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col">CV</th>
              <th scope="col">Puntaje</th>
              <th scope="col">Coincidencias</th>
              <th scope="col">Brechas</th>
              <th scope="col">Extracto</th>
              <th scope="col">Resumen / Error</th>
            </tr>
          </thead>
          <tbody>
            {analysis.Items.map((item, i) => (
              <tr key={`${i}-${item.archivo}`} className={item.estado === 'error' ? 'is-error' : undefined}>
                <td data-label="CV">
                  <CvCell item={item} />
                </td>
                {item.resultado ? (
                  <>
                    <td data-label="Puntaje">
                      <ScoreBar score={item.resultado.score} label={`Puntaje de ${item.archivo}`} />
                    </td>
                    <td data-label="Coincidencias">
                      <ShortList items={item.resultado.match} empty="Ninguna" tone="match" />
                    </td>
                    <td data-label="Brechas">
                      <ShortList items={item.resultado.gap} empty="Ninguna" tone="gap" />
                    </td>
                    <td data-label="Extracto">
                      <Extract anios={item.resultado.extract.anios} stack={item.resultado.extract.stack} />
                    </td>
                    <td data-label="Resumen / Error">
                      <p className="analysis-summary">{item.resultado.resumen}</p>
                    </td>
                  </>
                ) : (
                  <>
                    <td data-label="Puntaje">
                      <span className="badge badge-danger">Error</span>
                    </td>
                    <td data-label="Resumen / Error" colSpan={4}>
                      <p className="analysis-error">{item.error}</p>
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
