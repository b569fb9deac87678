/**
 * Registers the service worker (public/sw.js) once the app is stable: 30 seconds after the page
 * has loaded, as the spec says, so it never competes with the first visit's own requests. Only
 * in the built app, and only where browsers allow it (HTTPS or localhost).
 */
export const SW_DELAY_MS = 30_000;

export function registerServiceWorker(delayMs = SW_DELAY_MS) {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    window.setTimeout(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((err) => console.warn('No se pudo registrar el service worker', err));
    }, delayMs);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
