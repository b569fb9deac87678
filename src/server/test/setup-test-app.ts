/**
 * The app of one test file: built on a fresh database before its tests, closed after them. The
 * object is filled in by beforeAll, so tests read `t.app`, `t.deps` as usual.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

export function setupTestApp(env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => void Object.assign(t, await createTestApp(env)), 120_000);
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}
