/**
 * /detallecandidato/{code}: photo (default when missing), name, profession, country, city, birth
 * date, about, e-mail and phone (only to the candidate and companies), sex, years of experience,
 * titles (each only if present); experience, education, skills and languages from the latest CV
 * (the block is not shown without one).
 */
import { countOf } from '../../../shared/rules';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { formatDate, imageUrl } from '../../lib/format';
import { useDocumentMeta } from '../../lib/meta';
import { useSession } from '../../lib/session';
import { useCandidate } from './api/get-candidate';
import './candidates.css';
import { FactList } from '../../components/FactList';

const FALLBACK = '/img/candidato-default.svg';

function age(birth: string): number | null {
  const [y, m, d] = birth.split('-').map(Number);
  if (!y) return null;
  const now = new Date();
  let a = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) a--;
  return a >= 0 && a < 120 ? a : null;
}

type Entry = { nombre: string; nombreInstitucion: string; periodo: string; descripcion: string };

function Entries({ title, items }: { title: string; items: Entry[] }) {
  if (!items.length) return null;
  return (
    <section className="card">
      <h2>{title}</h2>
      <ol className="timeline">
        {items.map((it, i) => (
          <li key={i}>
            <h3>{it.nombre || it.nombreInstitucion}</h3>
            {it.nombre && it.nombreInstitucion && <p className="timeline-org">{it.nombreInstitucion}</p>}
            {it.periodo && <p className="muted">{it.periodo}</p>}
            {it.descripcion && <p className="prewrap">{it.descripcion}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A titled list of the CV's tags (skills, languages); nothing when it has none. */
function TagList({ title, tags }: { title: string; tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul className="tag-list">
        {tags.map((h) => (
          <li key={h}>{h}</li>
        ))}
      </ul>
    </>
  );
}

export default function CandidateDetailPage() {
  const { code = '' } = useParams();
  const { role } = useSession();
  // Keyed by who looks: the session changes what the server shows (contact data for companies).
  const { data: c, isError: failed } = useCandidate(code);
  const name = c ? `${c.Nombre} ${c.Apellidos}`.trim() : '';
  useDocumentMeta(
    failed ? 'Candidato no encontrado | Chamba' : c ? `${name}${c.Profesion ? ` - ${c.Profesion}` : ''} | Chamba` : null,
    c ? c.Acercade || `${name}, ${c.Profesion}` : 'No se pudo cargar el perfil del candidato.',
  );

  if (failed) {
    return (
      <section className="container page center">
        <h1>Candidato no encontrado</h1>
        <p>No se pudo cargar el perfil del candidato. Revisa el enlace.</p>
        <Link className="btn btn-primary" to="/">
          Volver al inicio
        </Link>
      </section>
    );
  }
  if (!c) return <Spinner label="Cargando perfil..." />;
  const titles: [string, string][] = (
    [
      ['Técnico', c.TituloTecnico],
      ['Licenciatura', c.TituloLicenciatura],
      ['Diplomado', c.TituloDiplomado],
      ['Maestría', c.TituloMaestria],
      ['Doctorado', c.TituloDoctorado],
    ] as [string, string][]
  ).filter(([, v]) => v.trim());
  const facts: [string, React.ReactNode][] = [
    ['Profesión', c.Profesion || null],
    ['País', c.Pais || null],
    ['Ciudad', c.Ciudad || null],
    ['Años de experiencia', countOf(c.AnosExperiencia, 'año', 'años')],
    ['Sexo', c.Sexo || null],
    ['Fecha de nacimiento', c.FechaNacimiento ? `${formatDate(c.FechaNacimiento)}${age(c.FechaNacimiento) !== null ? ` (${age(c.FechaNacimiento)} años)` : ''}` : null],
    ['Correo', c.Correo ? <a href={`mailto:${c.Correo}`}>{c.Correo}</a> : null],
    ['Teléfono', c.Telefono ? <a href={`tel:${c.Telefono}`}>{c.Telefono}</a> : null],
  ];
  const cv = c.Curriculum;
  return (
    <div className="container page candidate-page">
      <header className="candidate-hero card">
        <img
          src={imageUrl(c.FotoPerfil, FALLBACK)}
          alt={`Foto de ${name}`}
          width={120}
          height={120}
          onError={(ev) => {
            if (!ev.currentTarget.src.endsWith(FALLBACK)) ev.currentTarget.src = FALLBACK;
          }}
        />
        <div>
          <h1>{name}</h1>
          {c.Profesion && <p className="candidate-profession">{c.Profesion}</p>}
          <p className="muted">{[c.Ciudad, c.Pais].filter(Boolean).join(', ')}</p>
          {c.EsPropio && (
            <Link className="btn btn-light btn-small" to="/miperfil">
              Editar mi perfil
            </Link>
          )}
        </div>
      </header>
      <div className="candidate-layout">
        <div className="stack">
          <section className="card">
            <h2>Acerca de mí</h2>
            <p className="prewrap">{c.Acercade || 'Este candidato aún no agregó una presentación.'}</p>
          </section>
          {titles.length > 0 && (
            <section className="card">
              <h2>Títulos</h2>
              <dl className="titles">
                {titles.map(([k, v]) => (
                  <div key={k}>
                    <dt>{k}</dt>
                    <dd>{v}</dd>
                  </div>
                ))}
              </dl>
            </section>
          )}
          {cv && (
            <>
              <Entries title="Experiencia laboral" items={cv.Experiencias} />
              <Entries title="Formación" items={cv.Formaciones} />
              {(cv.Habilidades.length > 0 || cv.Idiomas.length > 0) && (
                <section className="card">
                  <TagList title="Habilidades" tags={cv.Habilidades} />
                  <TagList title="Idiomas" tags={cv.Idiomas} />
                </section>
              )}
            </>
          )}
        </div>
        <aside className="card candidate-facts" aria-label="Datos del candidato">
          <h2>Datos personales</h2>
          <FactList facts={facts} />
          {!c.DatosDeContacto && c.AvisoContacto && (
            <p className="alert alert-info contact-note" role="note">
              {c.AvisoContacto}
            </p>
          )}
          {!c.DatosDeContacto && !c.AvisoContacto && (
            <p className="muted contact-note">
              {role === 'visitante' ? (
                <>
                  La experiencia, la formación y los datos de contacto se muestran solo a las empresas.{' '}
                  <Link to="/login">Inicia sesión como empresa</Link> para verlos.
                </>
              ) : (
                'La experiencia, la formación y los datos de contacto se muestran solo a las empresas.'
              )}
            </p>
          )}
        </aside>
      </div>
    </div>
  );
}
