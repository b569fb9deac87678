/** /privacidad: what personal data Chamba keeps, who sees it and how to ask about it. */
import { Link } from 'react-router';
import { useDocumentMeta } from '../../lib/meta';
import { LEGAL_UPDATED } from './TermsPage';
import './legal.css';

export default function PrivacyPage() {
  useDocumentMeta('Política de privacidad | Chamba', 'Qué datos personales guarda Chamba, quién los ve y cómo ejercer tus derechos.');
  return (
    <article className="container page legal-page">
      <h1>Política de privacidad</h1>
      <p className="muted">Última actualización: {LEGAL_UPDATED}</p>
      <p>
        En Chamba guardamos solo los datos que necesitamos para que encuentres trabajo o personal. Esta página explica cuáles son, para qué
        los usamos y quién los ve.
      </p>

      <h2>Qué datos guardamos</h2>
      <ul>
        <li>
          <strong>Tu cuenta:</strong> nombre, apellidos, correo, teléfono, profesión y una contraseña guardada de forma cifrada (nunca en
          texto legible).
        </li>
        <li>
          <strong>Tu perfil y tus currículums:</strong> lo que escribes en ellos (formación, experiencia, habilidades, idiomas, foto).
        </li>
        <li>
          <strong>Empresas:</strong> los datos de la empresa, sus ofertas y los currículums en PDF que sube para analizarlos.
        </li>
        <li>
          <strong>Pagos:</strong> nombre, CI o NIT, teléfono y correo del pagador, el monto, la fecha y el número de transacción. No vemos
          ni guardamos datos bancarios.
        </li>
        <li>
          <strong>Uso del sitio:</strong> un registro de las páginas que visitan los usuarios con sesión, para seguridad y estadísticas.
        </li>
      </ul>

      <h2>Quién ve tus datos</h2>
      <ul>
        <li>
          Tu perfil es privado mientras no actives «Visible para empresas» en «Mi perfil»: hasta entonces solo lo ven las empresas a las
          que postulas, con tu correo, tu teléfono y el currículum que les enviaste.
        </li>
        <li>
          Si activas «Visible para empresas», apareces en la búsqueda de candidatos y las empresas registradas ven tu correo, tu teléfono
          y tu último currículum, para poder contactarte. Puedes desactivarlo cuando quieras.
        </li>
        <li>
          Los visitantes sin cuenta de empresa ven de un perfil visible solo tu nombre, profesión, ciudad y presentación: nunca tus
          datos de contacto ni tu currículum.
        </li>
        <li>Tu fecha de nacimiento no se muestra a ninguna empresa.</li>
        <li>El equipo de Chamba accede a los datos solo para dar soporte, revisar pagos y evitar abusos.</li>
        <li>No vendemos tus datos ni los compartimos con terceros para publicidad.</li>
      </ul>

      <h2>En tu navegador</h2>
      <p>
        Guardamos en tu navegador tu sesión, el color del sitio que elegiste y el borrador del currículum que estás escribiendo. Si usas
        una computadora compartida, cierra sesión al terminar.
      </p>

      <h2>Cuánto tiempo</h2>
      <p>
        Tus datos se guardan mientras tengas una cuenta. Los comprobantes de pago se conservan como registro contable aunque la cuenta se
        cierre.
      </p>

      <h2>Tus derechos</h2>
      <p>
        Desde <Link to="/micuenta">«Mi cuenta»</Link> puedes descargar una copia de tus datos, cambiar tu contraseña y eliminar tu
        cuenta: borramos tus datos personales y tus currículums, tus postulaciones quedan anónimas y los pagos se conservan como registro.
        Para cualquier otra solicitud escríbenos desde el <Link to="/contactanos">formulario de contacto</Link> con el correo de tu
        cuenta; respondemos en un plazo máximo de 15 días hábiles. Lee también los <Link to="/terminos">Términos y condiciones</Link>.
      </p>
    </article>
  );
}
