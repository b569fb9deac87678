import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataLock, currentOwner, dataLockFile, DataDirBusyError, parseOwner, processStart, processState } from './data-lock';

describe.skipIf(process.platform !== 'linux')('bloqueo del directorio de PGlite', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-lock-'));
  const pgDir = join(dataDir, 'pg');
  const file = dataLockFile(pgDir);
  let other: ChildProcess;

  beforeAll(async () => {
    other = spawn('sleep', ['60'], { stdio: 'ignore' });
    await new Promise((r) => other.on('spawn', r));
  });
  afterAll(() => {
    other.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  const foreign = (start: string | null) => JSON.stringify({ ...currentOwner(), pid: other.pid, start });

  it('escribe PID, arranque de la máquina, inicio del proceso y un token; al soltarlo lo borra', () => {
    const release = acquireDataLock(pgDir);
    const owner = parseOwner(readFileSync(file, 'utf8'))!;
    expect(owner.pid).toBe(process.pid);
    expect(owner.start).toBe(processStart(process.pid));
    expect(owner.boot).toMatch(/^[0-9a-f-]{36}$/);
    expect(owner.token).toMatch(/^[0-9a-f]{24}$/);
    release();
    expect(() => readFileSync(file)).toThrow();
  });

  it('otro proceso vivo que lo tiene: se rechaza con un mensaje claro', () => {
    writeFileSync(file, foreign(processStart(other.pid!)));
    expect(() => acquireDataLock(pgDir)).toThrow(DataDirBusyError);
    expect(() => acquireDataLock(pgDir)).toThrow(`ya está abierta por otro proceso (pid ${other.pid}). Detenga ese servidor o use otro DATA_DIR.`);
  });

  it('un PID reutilizado (otra hora de inicio) o de antes de reiniciar la máquina no bloquea', () => {
    writeFileSync(file, foreign('1'));
    acquireDataLock(pgDir)();
    writeFileSync(file, JSON.stringify({ ...JSON.parse(foreign(processStart(other.pid!))), boot: '00000000-0000-0000-0000-000000000000' }));
    acquireDataLock(pgDir)();
  });

  it('un proceso que terminó pero nadie recogió (zombi, estado Z) no bloquea', async () => {
    // `sleep 0` runs in the background of a shell that then becomes `sleep 60`, which never
    // waits for children: once `sleep 0` exits it stays a zombie until its parent is gone.
    const parent = spawn('sh', ['-c', 'sleep 0 & echo $!; exec sleep 60'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const zombie = Number(await new Promise<string>((r) => parent.stdout!.once('data', (d: Buffer) => r(d.toString()))));
      const until = Date.now() + 5000;
      while (processState(zombie) !== 'Z' && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(processState(zombie)).toBe('Z');
      expect(() => process.kill(zombie, 0)).not.toThrow(); // signal 0 still reaches a zombie
      writeFileSync(file, JSON.stringify({ ...currentOwner(), pid: zombie, start: processStart(zombie) }));
      const release = acquireDataLock(pgDir);
      expect(parseOwner(readFileSync(file, 'utf8'))!.pid).toBe(process.pid);
      release();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('al soltarlo no borra un bloqueo que ya es de otro', () => {
    const release = acquireDataLock(pgDir);
    const theirs = foreign(processStart(other.pid!));
    writeFileSync(file, theirs);
    release();
    expect(readFileSync(file, 'utf8')).toBe(theirs);
    rmSync(file);
  });

  it('un archivo ilegible y antiguo se toma; uno recién creado se espera', () => {
    writeFileSync(file, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(file, old, old);
    acquireDataLock(pgDir)();
    writeFileSync(file, '{"pid":'); // being written right now: retried, then taken once old enough
    const at = Date.now();
    const release = acquireDataLock(pgDir);
    expect(Date.now() - at).toBeGreaterThanOrEqual(900);
    release();
  });
});
