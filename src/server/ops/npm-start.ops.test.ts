/**
 * `npm start` itself, the npm binary, stops when asked (decision 092): what `docker stop`,
 * systemd or a process manager send to the PID they started reaches the server, which drains its
 * requests, closes the database and frees the port and DATA_DIR's lock before npm exits. If npm
 * disappears without passing anything on (SIGKILL, a script shell that died of the signal), the
 * server stops all the same. On PGlite, in a data directory of its own.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contactBody, loggedPid, processAlive, slowRequest, sleep, startServer, waitFor, type Proc } from './harness';

/** Whether a new listener can take the port (the server let it go). */
async function portFree(port: number): Promise<boolean> {
  const s = createServer();
  const bound = await new Promise<boolean>((r) => {
    s.once('error', () => r(false));
    s.listen(port, '127.0.0.1', () => r(true));
  });
  if (bound) await new Promise((r) => s.close(r));
  return bound;
}

describe.skipIf(process.platform !== 'linux')('npm start se detiene cuando se lo piden', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-npm-start-'));
  const lock = join(dataDir, 'chamba.lock');
  const procs: Proc[] = [];
  const serverPids: number[] = [];

  afterAll(async () => {
    for (const p of procs) await p.stop();
    for (const pid of serverPids) if (processAlive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** `npm start` on PGlite (DATA_DIR of this file, without demo data), and the server's PID. */
  async function npmStart(env: Record<string, string> = {}): Promise<{ npm: Proc; serverPid: number }> {
    const npm = await startServer({ DATA_DIR: dataDir, ...env }, 'npm');
    procs.push(npm);
    await npm.ready();
    const serverPid = loggedPid(npm)!;
    expect(serverPid).toBeGreaterThan(0);
    expect(serverPid).not.toBe(npm.child.pid);
    serverPids.push(serverPid);
    expect(existsSync(lock)).toBe(true);
    return { npm, serverPid };
  }

  /** The server is gone, and so are its port and its hold on the data directory. */
  async function expectAllReleased(npm: Proc, serverPid: number) {
    expect(processAlive(serverPid)).toBe(false);
    expect(await portFree(npm.port)).toBe(true);
    expect(existsSync(lock)).toBe(false);
    // npm's output pipe may still be delivering the server's last lines.
    await waitFor('el registro «stopped» del servidor', async () => /"msg":"stopped"/.test(npm.output()), 2000, 50);
  }

  it('SIGTERM al proceso npm: termina la petición en curso, cierra todo y npm sale con 0 antes de 10 s', async () => {
    const { npm, serverPid } = await npmStart();
    const inFlight = slowRequest(npm.port, '/api/enviar-correo', JSON.stringify(contactBody('en curso mientras npm se detiene')));
    await inFlight.sendFirstHalf();
    await sleep(300);
    const stopAt = Date.now();
    npm.child.kill('SIGTERM');
    await waitFor('el servidor empieza a detenerse', async () => /"reason":"SIGTERM".*stopping/.test(npm.output()), 5000, 50);
    expect(npm.child.exitCode).toBeNull(); // npm waits for the server
    inFlight.sendRest();
    expect(await inFlight.answer()).toMatch(/^HTTP\/1\.1 200 [\s\S]*"status":true/);
    const { code } = await npm.exit;
    expect(code).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    await expectAllReleased(npm, serverPid);
  });

  it('SIGINT al proceso npm (sobre la misma carpeta, ya libre): el servidor se detiene y npm sale con 0', async () => {
    const { npm, serverPid } = await npmStart();
    const stopAt = Date.now();
    npm.child.kill('SIGINT');
    const { code } = await npm.exit;
    expect(code).toBe(0);
    expect(Date.now() - stopAt).toBeLessThan(10_000);
    expect(npm.output()).toMatch(/"reason":"SIGINT".*stopping/);
    await expectAllReleased(npm, serverPid);
  });

  it('npm muerto con SIGKILL: el servidor lo nota y se detiene limpio', async () => {
    const { npm, serverPid } = await npmStart();
    npm.child.kill('SIGKILL');
    await npm.exit;
    await waitFor('el servidor se detiene', async () => !processAlive(serverPid), 10_000, 100);
    expect(npm.output()).toMatch(/npm start ya no está en marcha: se detiene el servidor\./);
    await expectAllReleased(npm, serverPid);
  });

  it('con un script-shell que no pasa la señal (muere de ella), el servidor igual se detiene', async () => {
    // A shell that runs the script as a child and dies of the SIGTERM npm forwards to it,
    // orphaning what it started: what npm did with `sh -c` before decision 092.
    const shell = join(dataDir, 'shell-que-no-reenvia.sh');
    writeFileSync(shell, '#!/bin/sh\n/bin/sh "$@"\nexit $?\n');
    chmodSync(shell, 0o755);
    const { npm, serverPid } = await npmStart({ npm_config_script_shell: shell });
    npm.child.kill('SIGTERM');
    await npm.exit;
    await waitFor('el servidor se detiene', async () => !processAlive(serverPid), 10_000, 100);
    expect(npm.output()).toMatch(/npm start ya no está en marcha: se detiene el servidor\./);
    await expectAllReleased(npm, serverPid);
  });
});
