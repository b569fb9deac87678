/** /terminos: the terms of use, linked from the footer and the registration form. */
import { Link } from 'react-router';
import { useSettings } from '../../lib/api/get-settings';
import { useDocumentMeta } from '../../lib/meta';
import './legal.css';

export const LEGAL_UPDATED = '25 de noviembre de 2026';

export default function TermsPage() {
  useDocumentMeta('Términos y condiciones | Chamba', 'Las condiciones de uso de Chamba para candidatos, empresas y visitantes.');
  const { data: settings } = useSettings();
  const cv = settings ? `Bs. ${settings.precioCurriculumBs}` : 'el precio indicado en la página de pago';
  const job = settings ? `Bs. ${settings.precioEmpleoBs}` : 'el precio indicado en la página de pago';
  return (
    <article className="container page legal-page">
      <h1>Términos y condiciones</h1>
      <p className="muted">Última actualización: {LEGAL_UPDATED}</p>
      <p>
        Chamba es una bolsa de trabajo y un creador de currículums para Bolivia. Al usar el sitio o crear una cuenta aceptas estas
        condiciones. Si no estás de acuerdo con ellas, no uses el servicio.
      </p>

      <h2>1. Cuentas</h2>
      <ul>
        <li>Puedes registrarte como candidato o como empresa. Los datos que registras deben ser verdaderos y tuyos o de tu empresa.</li>
        <li>Tu contraseña es personal. Si usas una computadora compartida (por ejemplo, en un café internet), cierra sesión al terminar.</li>
        <li>Podemos suspender una cuenta que publique contenido falso, engañoso u ofensivo, o que se use para enviar publicidad no solicitada.</li>
      </ul>

      <h2>2. Currículums</h2>
      <ul>
        <li>Crear y editar un currículum es gratis. Para descargarlo en PDF y postular con él se paga una activación única de {cv} por currículum.</li>
        <li>Eres responsable de lo que escribes en tu currículum; no incluyas datos de otras personas sin su permiso.</li>
      </ul>

      <h2>3. Ofertas de empleo</h2>
      <ul>
        <li>
          Publicar una oferta cuesta {job}. La oferta se muestra al público cuando el pago se confirma y hasta su fecha de vencimiento.
        </li>
        <li>
          Las ofertas deben corresponder a un puesto real, indicar condiciones verdaderas y no pedir pagos a los postulantes. No se permiten
          ofertas que discriminen por género, edad, origen, religión u otra condición personal.
        </li>
        <li>El equipo de Chamba puede ocultar una oferta que no cumpla estas reglas.</li>
      </ul>

      <h2>4. Pagos</h2>
      <ul>
        <li>
          Los pagos se hacen con un código QR a través de la pasarela de pagos. Chamba no recibe ni guarda los datos de tu cuenta bancaria.
        </li>
        <li>Cada pago confirmado genera un comprobante que puedes descargar en «Mis pagos».</li>
        <li>
          Si pagaste y el servicio no se activó, escríbenos desde el <Link to="/contactanos">formulario de contacto</Link> con el número de
          transacción: lo revisamos y, si corresponde, activamos el servicio o devolvemos el importe.
        </li>
      </ul>

      <h2>5. Postulaciones y selección</h2>
      <p>
        Chamba pone en contacto a candidatos y empresas, pero no es parte de la relación laboral: cada empresa decide a quién contrata y
        responde por sus ofertas y sus procesos de selección.
      </p>

      <h2>6. Análisis de currículums con IA</h2>
      <p>
        Las empresas pueden ordenar currículums en PDF frente a una oferta. El resultado es una ayuda para leer más rápido, no una decisión:
        la empresa debe revisar cada currículum antes de descartar a una persona.
      </p>

      <h2>7. Cambios</h2>
      <p>
        Podemos actualizar estas condiciones; la fecha de arriba indica la última versión. Los cambios importantes se avisan en el sitio.
        Para cualquier consulta, usa el <Link to="/contactanos">formulario de contacto</Link>. Lee también nuestra{' '}
        <Link to="/privacidad">Política de privacidad</Link>.
      </p>
    </article>
  );
}
