import { ContactForm } from '../../components/ContactForm';
import { useContactNumbers } from '../../lib/api/get-settings';
import { useDocumentMeta } from '../../lib/meta';
import './contact.css';

/** /contactanos and /formcontacto: 'Ponte en contacto', an invitation to companies, and the form. */
export default function ContactPage() {
  useDocumentMeta(
    'Contáctanos | Chamba',
    'Escríbenos para publicar tus vacantes, resolver dudas sobre tu cuenta o conocer los servicios de Chamba para empresas y candidatos.',
  );
  const contact = useContactNumbers();
  return (
    <section className="container page contact-page">
      <div className="contact-intro">
        <h1 id="contacto-titulo">Ponte en contacto</h1>
        <p className="lead">
          ¿Tu empresa busca personal? Publica tus vacantes en Chamba y llega a candidatos de La Paz, El Alto, Santa Cruz,
          Cochabamba y toda Bolivia. Escríbenos y te ayudamos a publicar tu primera oferta, a elegir el mejor momento para
          difundirla o a resolver cualquier duda sobre tu cuenta.
        </p>
        <ul className="contact-ways">
          {contact.telefono && (
            <li>
              <strong>Teléfono</strong>
              <a href={contact.telefonoHref!}>{contact.telefono}</a>
            </li>
          )}
          {contact.whatsappHref && (
            <li>
              <strong>WhatsApp</strong>
              <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer">
                Escríbenos por WhatsApp
              </a>
            </li>
          )}
          <li>
            <strong>Horario de atención</strong>
            <span>Lunes a viernes de 8:30 a 18:30</span>
          </li>
        </ul>
      </div>
      <div className="card">
        <ContactForm headingId="contacto-titulo" />
      </div>
    </section>
  );
}
