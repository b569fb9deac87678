/**
 * Views and applications per day of one job (decision 075): bars for applications, a line for
 * views. chart.js is bundled and loaded with this chunk only.
 */
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip, type ChartConfiguration } from 'chart.js';
import { formatDate } from '../../lib/format';

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

type Day = { Fecha: string; Vistas: number; Postulaciones: number };

export default function JobFiguresChart({ days }: { days: Day[] }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const brand = getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || '#0f766e';
    const config: ChartConfiguration = {
      type: 'bar',
      data: {
        labels: days.map((d) => formatDate(d.Fecha).slice(0, 5)),
        datasets: [
          { type: 'line', label: 'Vistas', data: days.map((d) => d.Vistas), borderColor: '#6366f1', backgroundColor: '#6366f1', tension: 0.3, yAxisID: 'y' },
          { type: 'bar', label: 'Postulaciones', data: days.map((d) => d.Postulaciones), backgroundColor: brand, yAxisID: 'y', maxBarThickness: 28 },
        ],
      },
      options: { responsive: true, maintainAspectRatio: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } }, plugins: { legend: { position: 'bottom' } } },
    };
    const chart = new Chart(ref.current, config);
    return () => chart.destroy();
  }, [days]);
  const summary = days
    .filter((d) => d.Vistas || d.Postulaciones)
    .map((d) => `${formatDate(d.Fecha)}: ${d.Vistas} vistas, ${d.Postulaciones} postulaciones`)
    .join('; ');
  return (
    <div className="chart-box">
      <canvas ref={ref} role="img" aria-label={`Vistas y postulaciones por día. ${summary || 'Sin actividad todavía.'}`} />
    </div>
  );
}
