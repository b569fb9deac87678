/*
 * Chamba's service worker: the app shell and public pages open without a network.
 *
 * What is cached (same origin, GET only):
 *  - the shell ('/') and the built assets it references, at install;
 *  - page navigations of public pages (network first, the cached copy when offline);
 *  - built assets under /assets/ (hashed names: cache first);
 *  - public images: /icons/, /img/, /uploads/, /plantillas/ (stale while revalidate);
 *  - at most the public GET listings below (network first).
 * Never cached: POST (or any non-GET), requests that carry an Authorization header, other
 * origins, and every other API reply (they may hold personal data).
 */
const VERSION = 'chamba-v1';
const SHELL = `${VERSION}-shell`;
const PAGES = `${VERSION}-pages`;
const ASSETS = `${VERSION}-assets`;
const IMAGES = `${VERSION}-images`;
const DATA = `${VERSION}-data`;
const LIMITS = { [PAGES]: 60, [ASSETS]: 150, [IMAGES]: 200, [DATA]: 80 };
const NAVIGATION_TIMEOUT_MS = 6000;

const PRECACHE = [
  '/',
  '/manifest.webmanifest',
  '/icons/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/img/candidato-default.svg',
  '/img/empleo-default.svg',
  '/img/empresa-default.svg',
];

/** Public pages whose HTML may be kept (the HTML is the same shell with public meta tags). */
const PUBLIC_PAGE = /^\/(?:$|home$|blogs(?:\/[^/]+)?$|busquedatrabajo$|busquedatrabajomapa$|busquedaavanzada$|busquedacandidato$|detalletrabajo\/[^/]+$|detalleempresa\/[^/]+$|detallecandidato\/[^/]+$|contactanos$|formcontacto$|crear_mi_cv_rapido$|publicar-empleo$|login$|recuperarcuenta$)/;

/** Public GET listings (no personal data) that may be kept for offline reading. */
const PUBLIC_DATA = /^\/api\/servicio\/(?:articulos\/[^/]+(?:\/[^/]+)?|listarcategorias|listarempresas|listarempleos|listarplantillas)$/;

const IMAGE_PATH = /^\/(?:icons|img|uploads|plantillas)\//;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(PRECACHE);
      // The scripts and styles of the shell, so it runs offline from the first cached visit.
      const shell = await cache.match('/');
      const html = shell ? await shell.text() : '';
      const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
      if (assets.length) await (await caches.open(ASSETS)).addAll([...new Set(assets)]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((n) => n.startsWith('chamba-') && !n.startsWith(`${VERSION}-`)).map((n) => caches.delete(n)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  if (req.headers.has('authorization')) return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;

  if (req.mode === 'navigate') {
    event.respondWith(page(req, url));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(req, ASSETS));
    return;
  }
  if (IMAGE_PATH.test(url.pathname) || url.pathname === '/manifest.webmanifest') {
    event.respondWith(staleWhileRevalidate(req, IMAGES, event));
    return;
  }
  if (PUBLIC_DATA.test(url.pathname)) {
    event.respondWith(networkFirst(req, DATA));
  }
  // Anything else goes to the network untouched.
});

const cacheable = (res) => res && res.ok && res.type === 'basic';

async function put(cacheName, key, res) {
  const cache = await caches.open(cacheName);
  await cache.put(key, res);
  const limit = LIMITS[cacheName];
  if (!limit) return;
  const keys = await cache.keys();
  // Oldest entries first: keys() keeps insertion order.
  for (const k of keys.slice(0, Math.max(0, keys.length - limit))) await cache.delete(k);
}

async function page(req, url) {
  const key = new Request(url.origin + url.pathname);
  const cachedCopy = () =>
    caches.match(key, { ignoreSearch: true }).then((hit) => hit || caches.match('/', { cacheName: SHELL }));
  const network = fetch(req).then(async (res) => {
    if (cacheable(res) && PUBLIC_PAGE.test(url.pathname)) {
      await put(url.pathname === '/' ? SHELL : PAGES, key, res.clone());
    }
    return res;
  });
  try {
    const timeout = new Promise((resolve) => setTimeout(resolve, NAVIGATION_TIMEOUT_MS, null));
    const first = await Promise.race([network, timeout]);
    if (first) return first;
    // A very slow network: the cached copy if there is one, else keep waiting.
    return (await cachedCopy()) || (await network);
  } catch {
    return (await cachedCopy()) || offlinePage();
  }
}

async function cacheFirst(req, cacheName) {
  const hit = await caches.match(req, { cacheName });
  if (hit) return hit;
  const res = await fetch(req);
  if (cacheable(res)) await put(cacheName, req, res.clone());
  return res;
}

async function staleWhileRevalidate(req, cacheName, event) {
  const hit = await caches.match(req, { cacheName });
  const update = fetch(req)
    .then(async (res) => {
      if (cacheable(res)) await put(cacheName, req, res.clone());
      return res;
    })
    .catch(() => null);
  if (hit) {
    event.waitUntil(update);
    return hit;
  }
  return (await update) || new Response('', { status: 504, statusText: 'Sin conexión' });
}

async function networkFirst(req, cacheName) {
  try {
    const res = await fetch(req);
    if (cacheable(res)) await put(cacheName, req, res.clone());
    return res;
  } catch (err) {
    const hit = await caches.match(req, { cacheName });
    if (hit) return hit;
    throw err;
  }
}

function offlinePage() {
  const html = `<!doctype html><html lang="es-BO"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sin conexión | Chamba</title></head>
<body style="font-family:system-ui,sans-serif;padding:2rem;max-width:36rem;margin:auto;color:#0f172a">
<h1>Sin conexión</h1><p>No hay conexión a internet y esta página todavía no está guardada en tu teléfono.</p>
<p><a href="/">Volver al inicio</a></p></body></html>`;
  return new Response(html, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
