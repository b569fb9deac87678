/**
 * Only one process may open a PGlite directory: a second one would corrupt it. The lock is a file
 * beside the database (DATA_DIR/chamba.lock) created atomically (O_EXCL), holding who owns it:
 * the PID, the machine's boot id and the process's start time (Linux: /proc), and a random token.
 * A lock whose process is gone, or whose PID now belongs to another process (a reboot, a PID
 * reused after a crash), is stale and taken over; a live owner refuses the start (decision 065).
 * A process that exited but was not yet reaped (a zombie, under a container init that does not
 * reap) is gone too: it holds nothing (decision 092).
 */
import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type LockOwner = { pid: number; boot: string | null; start: string | null; token: string };

/** A live process holds the directory. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`La base de datos en ${dir} ya está abierta por otro proceso (pid ${pid}). Detenga ese servidor o use otro DATA_DIR.`);
  }
}

/** The lock of a PGlite directory (DATA_DIR/pg): DATA_DIR/chamba.lock. */
export const dataLockFile = (pgDir: string) => join(pgDir, '..', 'chamba.lock');

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    // Expected: no lock file (or it vanished meanwhile) reads as no owner.
    return null;
  }
}

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim() || null;

/** The fields of /proc/<pid>/stat from the third (the state) on, or null without /proc. */
function statFields(pid: number): string[] | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) is in parentheses and may hold spaces: count after the last ')'.
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The start time of a process in clock ticks since boot (field 22 of /proc/<pid>/stat), or null. */
export function processStart(pid: number): string | null {
  return statFields(pid)?.[19] ?? null;
}

/** The state of a process (field 3 of /proc/<pid>/stat: R, S, D, Z for a zombie…), or null. */
export function processState(pid: number): string | null {
  return statFields(pid)?.[0] ?? null;
}

export function currentOwner(): LockOwner {
  return { pid: process.pid, boot: bootId(), start: processStart(process.pid), token: randomBytes(12).toString('hex') };
}

/** A lock file's owner; a bare PID (the format before decision 065) has no identity. */
export function parseOwner(text: string): LockOwner | null {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed), boot: null, start: null, token: '' };
  try {
    const o = JSON.parse(trimmed) as Partial<LockOwner>;
    return typeof o.pid === 'number' && o.pid > 0 ? { pid: o.pid, boot: o.boot ?? null, start: o.start ?? null, token: String(o.token ?? '') } : null;
  } catch {
    // Expected: an unreadable lock (half-written, foreign) has no owner to respect.
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock's owner is still the process that wrote it. */
export function ownerIsLive(o: LockOwner): boolean {
  if (!isAlive(o.pid)) return false;
  // Exited but not yet reaped: signal 0 still reaches it, yet it holds no file and no database.
  const state = processState(o.pid);
  if (state === 'Z' || state === 'X') return false;
  const boot = bootId();
  if (o.boot && boot && o.boot !== boot) return false; // written before a reboot
  const start = processStart(o.pid);
  if (o.start && start && o.start !== start) return false; // the PID now belongs to another process
  return true;
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/** Removes a stale lock unless, meanwhile, another process replaced it with its own. */
function removeStale(file: string, seen: string) {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else removed it first
  }
  if (readText(aside) !== seen) {
    // Not the lock we judged stale: put it back if its place is still free.
    try {
      linkSync(aside, file);
    } catch {
      // taken again meanwhile: the next attempt reads the new owner
    }
  }
  rmSync(aside, { force: true });
}

/** Takes the lock of a PGlite directory; returns its release. Throws DataDirBusyError. */
export function acquireDataLock(pgDir: string): () => void {
  mkdirSync(pgDir, { recursive: true });
  const file = dataLockFile(pgDir);
  const me = currentOwner();
  const mine = JSON.stringify(me);
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        if (readText(file) === mine) rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const text = readText(file);
    if (text === null) continue; // removed meanwhile
    const owner = parseOwner(text);
    if (owner && owner.pid !== process.pid && ownerIsLive(owner)) throw new DataDirBusyError(pgDir, owner.pid);
    // An unreadable lock younger than a second may be one being written right now.
    if (!owner && Date.now() - (statSafe(file) ?? 0) < 1000) {
      sleep(100);
      continue;
    }
    removeStale(file, text);
  }
  throw new Error(`No se pudo tomar el bloqueo ${file}: otro proceso lo cambia a la vez. Intente de nuevo.`);
}

function statSafe(file: string): number | null {
  try {
    return statSync(file).mtimeMs;
  } catch {
    // Expected: the file is gone.
    return null;
  }
}
