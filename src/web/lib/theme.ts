/** The footer's colour themes: persisted, applied to <html data-theme> and the browser's theme colour. */
export const THEMES = [
  { id: 'turquesa', nombre: 'Turquesa', color: '#0f766e' },
  { id: 'azul', nombre: 'Azul', color: '#1d4ed8' },
  { id: 'rojo', nombre: 'Rojo', color: '#b91c1c' },
  { id: 'verde', nombre: 'Verde', color: '#15803d' },
  { id: 'morado', nombre: 'Morado', color: '#6d28d9' },
  { id: 'naranja', nombre: 'Naranja', color: '#c2410c' },
  { id: 'rosa', nombre: 'Rosa', color: '#be185d' },
  { id: 'noche', nombre: 'Noche', color: '#0f172a' },
] as const;
export type ThemeId = (typeof THEMES)[number]['id'];
const KEY = 'tema';

export function currentTheme(): ThemeId {
  // The server's render (ssr.tsx) draws the default theme.
  const saved = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  return (THEMES.find((t) => t.id === saved)?.id ?? 'turquesa') as ThemeId;
}

export function applyTheme(id: ThemeId) {
  const theme = THEMES.find((t) => t.id === id) ?? THEMES[0];
  document.documentElement.dataset.theme = theme.id;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.color);
  localStorage.setItem(KEY, theme.id);
  window.dispatchEvent(new CustomEvent('chamba:theme', { detail: theme.id }));
}
