/**
 * In-page replacement for window.alert: the spec's alerts are shown in an accessible dialog
 * (role="alertdialog") that the user closes with "Aceptar".
 */
export type Notice = { id: number; message: string; tone: 'info' | 'error' | 'success' };
type Listener = (n: Notice | null) => void;

let current: Notice | null = null;
let seq = 0;
const listeners = new Set<Listener>();
const queue: Notice[] = [];

function emit() {
  listeners.forEach((l) => l(current));
}

export function notify(message: string, tone: Notice['tone'] = 'info') {
  const n = { id: ++seq, message, tone };
  if (current) queue.push(n);
  else current = n;
  emit();
}

export function dismissNotice() {
  current = queue.shift() ?? null;
  emit();
}

export function subscribeNotices(l: Listener) {
  listeners.add(l);
  l(current);
  return () => void listeners.delete(l);
}
