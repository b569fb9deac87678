/**
 * Staff: every payment with filters and its billing data, what was paid per La Paz day, month and
 * kind, the CSV for the invoicing service, and the credit packs on sale (issue 39).
 */
import { countOf } from '../../../shared/rules';
import { useState } from 'react';
import { PAYMENT_STATE_LABELS } from '../../../shared/contract/payments';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import { SelectField, TextField } from '../../components/Field';
import { readState } from '../../lib/read-state';
import { useAdminPayments, type PaymentFilters } from './api/list-payments';
import { downloadFile } from '../../lib/download-file';
import { notify } from '../../lib/notify';
import { PacksEditor } from './PacksEditor';
import { FeaturedPricesEditor } from './FeaturedPricesEditor';
import { fmtDateTime } from './use-admin-list';

const TYPES = [
  { id: 'curriculum', nombre: 'Currículum' },
  { id: 'empleo', nombre: 'Empleo' },
  { id: 'paquete', nombre: 'Paquete de publicaciones' },
  { id: 'destacado', nombre: 'Empleo destacado' },
];
const TYPE_NAMES: Record<string, string> = Object.fromEntries(TYPES.map((t) => [t.id, t.nombre]));

type TotalRow = { Periodo: string; Tipo?: string; Pagos: number; MontoBs: number };

/** Totals by kind and month: the totals table with the kind's column. */
function KindTotals({ rows }: { rows: TotalRow[] }) {
  return <Totals caption="Totales por tipo y mes" periodHeading="Mes" withKind rows={rows} />;
}
const STATES = Object.entries(PAYMENT_STATE_LABELS).map(([id, nombre]) => ({ id, nombre }));

function Totals({ caption, rows, periodHeading = 'Periodo', withKind = false }: { caption: string; rows: TotalRow[]; periodHeading?: string; withKind?: boolean }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{periodHeading}</th>
            {withKind && <th scope="col">Tipo</th>}
            <th scope="col">Pagos</th>
            <th scope="col">Monto (Bs)</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={withKind ? 4 : 3}>Sin pagos confirmados.</td>
            </tr>
          )}
          {rows.map((r) => (
            <tr key={`${r.Periodo}-${r.Tipo ?? ''}`}>
              <td>{r.Periodo}</td>
              {withKind && <td>{TYPE_NAMES[r.Tipo ?? ''] ?? r.Tipo}</td>}
              <td>{r.Pagos}</td>
              <td>{r.MontoBs}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function PaymentsTab() {
  const [f, setF] = useState<PaymentFilters>({ tnEstado: '', tcTipo: '', tcDesde: '', tcHasta: '', tnPagina: 1 });
  const q = useAdminPayments(f);
  const state = readState(q);
  const set = (k: keyof Omit<PaymentFilters, 'tnPagina'>) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value, tnPagina: 1 });
  const data = q.data;
  const exportCsv = () => {
    const query = new URLSearchParams(Object.entries({ tcDesde: f.tcDesde, tcHasta: f.tcHasta }).filter(([, v]) => v)).toString();
    downloadFile(`/api/servicio/admin/exportarpagos${query ? `?${query}` : ''}`, 'pagos.csv', 'No se pudo descargar el CSV de pagos.').catch((err: Error) => notify(err.message, 'error'));
  };

  return (
    <div className="stack admin-payments">
      <div className="admin-filters">
        <SelectField label="Estado" value={f.tnEstado} onChange={set('tnEstado')} placeholder="Todos" options={STATES} />
        <SelectField label="Tipo" value={f.tcTipo} onChange={set('tcTipo')} placeholder="Todos" options={TYPES} />
        <TextField label="Desde" type="date" value={f.tcDesde} onChange={set('tcDesde')} />
        <TextField label="Hasta" type="date" value={f.tcHasta} onChange={set('tcHasta')} />
      </div>
      <p>
        <button type="button" className="btn btn-outline" onClick={exportCsv}>
          Exportar pagos confirmados (CSV para facturación)
        </button>
      </p>
      {state === 'loading' && !data && <Spinner label="Cargando pagos..." />}
      {state === 'error' && (
        <div className="alert alert-danger" role="alert">
          {q.error?.message || 'No se pudieron cargar los pagos.'}
        </div>
      )}
      {data && (
        <>
          <div className="admin-totals">
            <Totals caption="Totales por día" rows={data.TotalesPorDia} />
            <Totals caption="Totales por mes" rows={data.TotalesPorMes} />
            <KindTotals rows={data.TotalesPorTipoYMes} />
          </div>
          <p className="muted">
            {countOf(data.Total, 'pago', 'pagos')}
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-label="Pagos">
            <table className="admin-table">
              <caption>Pagos</caption>
              <thead>
                <tr>
                  <th scope="col">Transacción</th>
                  <th scope="col">Fecha</th>
                  <th scope="col">Concepto</th>
                  <th scope="col">Monto (Bs)</th>
                  <th scope="col">Facturar a</th>
                  <th scope="col">Estado</th>
                  <th scope="col">Comprobante</th>
                </tr>
              </thead>
              <tbody>
                {data.Pagos.length === 0 && (
                  <tr>
                    <td colSpan={7}>No hay pagos con estos filtros.</td>
                  </tr>
                )}
                {data.Pagos.map((p) => (
                  <tr key={p.TransaccionDePago}>
                    <td>{p.TransaccionDePago}</td>
                    <td>{fmtDateTime(p.FechaPago ?? p.Fecha)}</td>
                    <td>
                      {p.Concepto}
                      <div className="muted small">{p.Detalle}</div>
                    </td>
                    <td>{p.MontoBs}</td>
                    <td>
                      {p.RazonSocial}
                      <div className="muted small">
                        {p.TipoDocumento} {p.CiNit}
                      </div>
                    </td>
                    <td>
                      {p.Estado}
                      {p.ReembolsoPendiente === 1 && (
                        <div>
                          <span className="badge badge-danger">Reembolso pendiente</span>
                        </div>
                      )}
                    </td>
                    <td>{p.Comprobante ?? '-'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pagination page={f.tnPagina} total={Math.ceil(data.Total / data.TamanoPagina)} onPage={(n) => setF({ ...f, tnPagina: n })} />
        </>
      )}
      <PacksEditor />
      <FeaturedPricesEditor />
    </div>
  );
}
