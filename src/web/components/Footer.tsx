import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useContactNumbers } from '../lib/api/get-settings';
import { useServerRender } from '../lib/server-render';
import { applyTheme, currentTheme, THEMES, type ThemeId } from '../lib/theme';

export function Footer() {
  // The saved theme is the browser's (main.tsx applies it): the server's page and the client's
  // takeover of it (decision 118) draw the default one, the render after draws the saved one.
  const asServer = useServerRender();
  const [chosen, setTheme] = useState<ThemeId | null>(null);
  const theme = chosen ?? (asServer ? THEMES[0].id : currentTheme());
  useEffect(() => {
    if (chosen) applyTheme(chosen);
  }, [chosen]);
  const year = new Date().getFullYear();
  const contact = useContactNumbers();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div>
          <strong className="footer-brand">Chamba</strong>
          <p>La bolsa de trabajo de Bolivia: empleos, currículums y talento en todo el país.</p>
          {contact.telefono && (
            <p>
              Teléfono: <a href={contact.telefonoHref!}>{contact.telefono}</a>
            </p>
          )}
          <p>
            <Link to="/contactanos">Contáctanos</Link>
          </p>
          <ul className="footer-legal">
            <li>
              <Link to="/terminos">Términos y condiciones</Link>
            </li>
            <li>
              <Link to="/privacidad">Política de privacidad</Link>
            </li>
          </ul>
        </div>
        <div>
          <strong>Síguenos</strong>
          <ul className="social">
            <li><a href="https://www.facebook.com/chamba.bo" rel="noopener noreferrer" target="_blank">Facebook</a></li>
            <li><a href="https://www.instagram.com/chamba.bo" rel="noopener noreferrer" target="_blank">Instagram</a></li>
            <li><a href="https://www.tiktok.com/@chamba.bo" rel="noopener noreferrer" target="_blank">TikTok</a></li>
            <li><a href="https://www.linkedin.com/company/chamba-bo" rel="noopener noreferrer" target="_blank">LinkedIn</a></li>
          </ul>
        </div>
        <div>
          <strong id="theme-label">Color del sitio</strong>
          <div className="theme-switcher" role="radiogroup" aria-labelledby="theme-label">
            {THEMES.map((t) => (
              <button
                key={t.id}
                type="button"
                role="radio"
                aria-checked={theme === t.id}
                aria-label={`Tema ${t.nombre}`}
                title={t.nombre}
                className="theme-dot"
                style={{ background: t.color }}
                onClick={() => setTheme(t.id)}
              />
            ))}
          </div>
        </div>
      </div>
      <div className="container copyright">© 2015-{year} Chamba. Todos los derechos reservados.</div>
      {contact.whatsappHref && (
      <a className="whatsapp-float" href={contact.whatsappHref} target="_blank" rel="noopener noreferrer" aria-label="Escríbenos por WhatsApp">
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true">
          <path fill="currentColor" d="M16 3a13 13 0 0 0-11.2 19.6L3 29l6.6-1.7A13 13 0 1 0 16 3zm0 23.6c-2 0-4-.6-5.7-1.6l-.4-.2-3.9 1 1-3.8-.3-.4A10.6 10.6 0 1 1 16 26.6zm5.8-7.9c-.3-.2-1.9-.9-2.2-1s-.5-.2-.7.2-.8 1-1 1.2-.4.2-.7 0a8.7 8.7 0 0 1-4.3-3.8c-.3-.6.3-.5.9-1.7.1-.2 0-.4 0-.6l-1-2.4c-.3-.6-.5-.5-.7-.5h-.6a1.2 1.2 0 0 0-.9.4 3.7 3.7 0 0 0-1.1 2.7 6.4 6.4 0 0 0 1.3 3.4 14.6 14.6 0 0 0 5.6 5c2.1.9 2.9 1 4 .8a3.3 3.3 0 0 0 2.2-1.5 2.7 2.7 0 0 0 .2-1.5c-.1-.2-.3-.3-.6-.4z"/>
        </svg>
      </a>
      )}
    </footer>
  );
}
