/**
 * How the process ends: `npm start` (scripts/start.mjs) passes on a crash of the server as a
 * non-zero exit, forwards SIGTERM, and its death stops the server; SIGTERM drains the requests in
 * progress; the shutdown deadline ends a stop that hangs.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../../scripts/server-flags.mjs';
import { contactBody, createPgDatabase, loggedPid, pgReachable, postContact, processAlive, sleep, slowRequest, startServer, waitFor, type Proc } from './harness';

const pgUp = await pgReachable();

describe.skipIf(!pgUp)('vida del proceso', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>;
  const procs: Proc[] = [];
  const serverPids: number[] = [];

  beforeAll(async () => {
    database = await createPgDatabase();
  });
  afterAll(async () => {
    for (const p of procs) await p.stop();
    for (const pid of serverPids) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    await database?.drop();
  });

  /** `npm start` on PostgreSQL, and the PID of the server it started. */
  async function npmStart(): Promise<{ start: Proc; serverPid: number }> {
    const start = await startServer({ DATABASE_URL: database.url }, 'start');
    procs.push(start);
    await start.ready();
    const serverPid = loggedPid(start)!;
    expect(serverPid).toBeGreaterThan(0);
    expect(serverPid).not.toBe(start.child.pid);
    serverPids.push(serverPid);
    return { start, serverPid };
  }

  it('npm start on PostgreSQL leaves V8 its default young generation; on PGlite it keeps it small (decision 081)', async () => {
    expect(serverNodeFlags({})).toEqual(['--max-semi-space-size=2']);
    const { start, serverPid } = await npmStart();
    const args = readFileSync(`/proc/${serverPid}/cmdline`, 'utf8').split('\0');
    expect(args.some((a) => a.startsWith('--max-semi-space-size'))).toBe(false);
    expect(args.some((a) => a.endsWith('main.js'))).toBe(true);
    start.child.kill('SIGTERM');
    expect((await start.exit).code).toBe(0);
  });

  it('npm start termina con 137 cuando el servidor muere por SIGKILL', async () => {
    const { start, serverPid } = await npmStart();
    process.kill(serverPid, 'SIGKILL');
    const { code } = await start.exit;
    expect(code).toBe(137);
    expect(start.output()).toMatch(/El servidor terminó por la señal SIGKILL/);
  });

  it('SIGTERM a npm start llega al servidor, que se detiene limpio (código 0)', async () => {
    const { start, serverPid } = await npmStart();
    start.child.kill('SIGTERM');
    const { code } = await start.exit;
    expect(code).toBe(0);
    expect(start.output()).toMatch(/"reason":"SIGTERM".*stopping/);
    expect(start.output()).toMatch(/"msg":"stopped"/);
    expect(processAlive(serverPid)).toBe(false);
  });

  it('si npm start muere (SIGKILL), el servidor no queda huérfano', async () => {
    const { start, serverPid } = await npmStart();
    start.child.kill('SIGKILL');
    await start.exit;
    await waitFor('el servidor se detiene', async () => !processAlive(serverPid), 15_000);
    expect(start.output()).toMatch(/"reason":"disconnect"/);
  });

  it('SIGTERM deja terminar la petición en curso, no acepta nuevas y se detiene antes de 10 s', async () => {
    const server = await startServer({ DATABASE_URL: database.url });
    procs.push(server);
    await server.ready();
    const inFlight = slowRequest(server.port, '/api/enviar-correo', JSON.stringify(contactBody('en curso durante el apagado')));
    await inFlight.sendFirstHalf();
    await sleep(300);
    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    await waitFor('el servidor empieza a detenerse', async () => /stopping/.test(server.output()), 5000, 50);
    // New requests are turned away while the one in progress finishes: the port is closed (or,
    // in the instant before it closes, Fastify answers 503).
    const late = await postContact(server, 'nueva durante el apagado').then((r) => r.status, () => 'rechazada');
    expect(['rechazada', 503]).toContain(late);
    expect(server.child.exitCode).toBeNull();
    inFlight.sendRest();
    const answer = await inFlight.answer();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/"status":true/);
    const { code } = await server.exit;
    expect(code).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
  });

  it('pasado SHUTDOWN_TIMEOUT_MS, el proceso sale con 1 y lo dice, aunque quede trabajo pendiente', async () => {
    const server = await startServer({ DATABASE_URL: database.url, SHUTDOWN_TIMEOUT_MS: '1500' });
    procs.push(server);
    await server.ready();
    const stuck = slowRequest(server.port, '/api/enviar-correo', JSON.stringify(contactBody('nunca termina')));
    await stuck.sendFirstHalf();
    await sleep(300);
    const stopAt = Date.now();
    server.child.kill('SIGTERM');
    const { code } = await server.exit;
    stuck.destroy();
    expect(code).toBe(1);
    expect(Date.now() - stopAt).toBeGreaterThanOrEqual(1400);
    expect(Date.now() - stopAt).toBeLessThan(8000);
    expect(server.output()).toMatch(/shutdown deadline passed after 1500 ms/);
  });
});
