/**
 * The four charts of the company dashboard (spec 000): applicants per month (line), jobs per
 * month (bar), applications per job (bar), applicants per status (doughnut, percentages to one
 * decimal, fixed colours). chart.js is bundled and imported only here, so it loads with this
 * chunk alone; only the controllers used are registered.
 */
import { useEffect, useMemo, useRef } from 'react';
import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Filler,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { DashboardCharts as Figures } from '../../../shared/contract/dashboard';

Chart.register(LineController, LineElement, PointElement, BarController, BarElement, DoughnutController, ArcElement, CategoryScale, LinearScale, Tooltip, Legend, Filler);

/** Fixed colours of the pipeline statuses: Recibido, En revisión, Entrevista, Rechazado, Contratado. */
export const STATUS_COLORS: Record<number, string> = { 1: '#64748b', 2: '#0ea5e9', 3: '#f59e0b', 4: '#ef4444', 5: '#22c55e', 6: '#a78bfa' };

const monthLabel = (mes: string) => {
  const [y, m] = mes.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, 15)).toLocaleDateString('es-BO', { month: 'short', year: 'numeric', timeZone: 'UTC' });
};

/** Percentage to one decimal (spec 000 section 9). */
export const percent = (part: number, total: number) => `${(total ? (part * 100) / total : 0).toFixed(1)}%`;

const cutLabel = (s: string, max = 28) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function brand() {
  return getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || '#0f766e';
}

function ChartCanvas({ config, label }: { config: ChartConfiguration; label: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = new Chart(ref.current, config);
    return () => chart.destroy();
  }, [config]);
  return (
    <div className="chart-box">
      <canvas ref={ref} role="img" aria-label={label} />
    </div>
  );
}

const integerTicks = { beginAtZero: true, ticks: { precision: 0 } };

export default function DashboardCharts({ data }: { data: Figures }) {
  const configs = useMemo(() => buildConfigs(data), [data]);
  const months = data.PostulantesPorMes.map((m) => monthLabel(m.mes));
  const statusTotal = data.candidatosporempleo.reduce((s, r) => s + r.cantidad, 0);
  const describe = (rows: { label: string; n: number }[]) => rows.map((r) => `${r.label}: ${r.n}`).join(', ');
  return (
    <div className="charts-grid">
      <figure className="card chart-card">
        <figcaption>Postulantes por mes</figcaption>
        <ChartCanvas config={configs.line} label={`Postulantes por mes: ${describe(data.PostulantesPorMes.map((m, i) => ({ label: months[i], n: m.cantidad })))}`} />
      </figure>
      <figure className="card chart-card">
        <figcaption>Empleos publicados por mes</figcaption>
        <ChartCanvas config={configs.jobsBar} label={`Empleos por mes: ${describe(data.EmpleosPorMes.map((m) => ({ label: monthLabel(m.mes), n: m.cantidad })))}`} />
      </figure>
      <figure className="card chart-card">
        <figcaption>Postulaciones por empleo</figcaption>
        {data.postulacionesPorEmpleo.length === 0 && <p className="chart-empty muted">Aún no hay postulaciones.</p>}
        <ChartCanvas config={configs.perJob} label={`Postulaciones por empleo: ${describe(data.postulacionesPorEmpleo.map((p) => ({ label: p.empleo, n: p.cantidad })))}`} />
      </figure>
      <figure className="card chart-card">
        <figcaption>Postulantes por estado</figcaption>
        {statusTotal === 0 && <p className="chart-empty muted">Aún no hay postulantes.</p>}
        <ChartCanvas config={configs.doughnut} label={`Postulantes por estado: ${describe(data.candidatosporempleo.map((s) => ({ label: s.estado_nombre, n: s.cantidad })))}`} />
        <ul className="status-legend">
          {data.candidatosporempleo.map((s) => (
            <li key={s.estado}>
              <span className="dot" style={{ background: STATUS_COLORS[s.estado] }} aria-hidden="true" />
              {s.estado_nombre}: {s.cantidad} ({percent(s.cantidad, statusTotal)})
            </li>
          ))}
        </ul>
      </figure>
    </div>
  );
}

function buildConfigs(data: Figures) {
  const color = brand();
  const months = data.PostulantesPorMes.map((m) => monthLabel(m.mes));
  const statusTotal = data.candidatosporempleo.reduce((s, r) => s + r.cantidad, 0);

  const line = () =>
    ({
      type: 'line',
      data: { labels: months, datasets: [{ label: 'Postulantes', data: data.PostulantesPorMes.map((m) => m.cantidad), borderColor: color, backgroundColor: `${color}33`, fill: true, tension: 0.3 }] },
      options: { responsive: true, maintainAspectRatio: false, scales: { y: integerTicks }, plugins: { legend: { display: false } } },
    }) as ChartConfiguration;
  const jobsBar = () =>
    ({
      type: 'bar',
      data: { labels: data.EmpleosPorMes.map((m) => monthLabel(m.mes)), datasets: [{ label: 'Empleos', data: data.EmpleosPorMes.map((m) => m.cantidad), backgroundColor: color }] },
      options: { responsive: true, maintainAspectRatio: false, scales: { y: integerTicks }, plugins: { legend: { display: false } } },
    }) as ChartConfiguration;
  const perJob = () =>
    ({
      type: 'bar',
      data: {
        // Short labels on a phone: the bars need the width.
        labels: data.postulacionesPorEmpleo.map((p) => cutLabel(p.empleo, window.innerWidth < 600 ? 16 : 28)),
        datasets: [{ label: 'Postulaciones', data: data.postulacionesPorEmpleo.map((p) => p.cantidad), backgroundColor: '#6366f1' }],
      },
      options: {
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        scales: { x: integerTicks },
        plugins: { legend: { display: false }, tooltip: { callbacks: { title: (items) => data.postulacionesPorEmpleo[items[0].dataIndex]?.empleo ?? '' } } },
      },
    }) as ChartConfiguration;
  const doughnut = () =>
    ({
      type: 'doughnut',
      data: {
        labels: data.candidatosporempleo.map((s) => s.estado_nombre),
        datasets: [{ data: data.candidatosporempleo.map((s) => s.cantidad), backgroundColor: data.candidatosporempleo.map((s) => STATUS_COLORS[s.estado] ?? '#94a3b8') }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          // The list under the chart is the legend, with counts and percentages.
          legend: { display: false },
          tooltip: { callbacks: { label: (ctx) => ` ${ctx.label}: ${ctx.parsed} (${percent(Number(ctx.parsed), statusTotal)})` } },
        },
      },
    }) as ChartConfiguration;
  return { line: line(), jobsBar: jobsBar(), perJob: perJob(), doughnut: doughnut() };
}
