import { join, resolve } from 'node:path';

/** Each run has its own port, SMTP port, data and mail folders, so several runs can share a machine. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 1000);
export const E2E_DIR = join(process.cwd(), 'test-results', `e2e-${E2E_PORT}`);
export const MAIL_DIR = join(E2E_DIR, 'mails');
export const DATA_DIR = join(E2E_DIR, 'data');
export const WEB_DIST_DIR = resolve(process.cwd(), process.env.WEB_DIST_DIR ?? join('dist', 'web'));
