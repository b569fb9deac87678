/** "Empresas que vieron tus datos de contacto" on the candidate's profile (decision trust.md). */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { listContactViews } from '../../../shared/contract/verification';
import { callApi, valuesOf } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { queryKeys } from '../../lib/query-keys';

export function ContactViews() {
  const { data } = useQuery({
    queryKey: [...queryKeys.profiles, 'vistas-contacto'],
    queryFn: ({ signal }) => callApi<typeof listContactViews>('POST /api/servicio/empresasvieroncontacto', [], { signal }).then(valuesOf),
  });
  return (
    <section className="card contact-views" aria-labelledby="vistas-contacto-titulo">
      <h2 id="vistas-contacto-titulo">Empresas que vieron tus datos de contacto</h2>
      <p className="muted">
        Tu correo y tu teléfono los ven las empresas a las que postulas y, si tu perfil es visible, las empresas verificadas por Chamba. Aquí ves cuáles los vieron.
      </p>
      {!data ? null : data.length === 0 ? (
        <p>Ninguna empresa vio todavía tus datos de contacto.</p>
      ) : (
        <ul>
          {data.map((v) => (
            <li key={`${v.EmpresaCodigo}-${v.Dia}`}>
              <Link to={`/detalleempresa/${v.EmpresaCodigo}`}>{v.EmpresaNombre}</Link>
              <span className="muted">{formatDate(v.Fecha)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
