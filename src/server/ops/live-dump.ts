/**
 * The backup command's side of the backup channel (core/backup-channel.ts, decision 100): while
 * a server holds the PGlite directory, its dump is asked of that server, with the token of
 * DATA_DIR/backup-channel.json, and read as a stream of known length.
 */
import { readFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { BACKUP_PATH, backupChannelFile, type BackupChannelInfo } from '../core/backup-channel';

/** A failure the operator can act on (backup.ts prints it as it is). */
export class LiveDumpError extends Error {}

/** No byte for this long: the server is taken as hung. Its dump is made before the first byte. */
const IDLE_TIMEOUT_MS = 300_000;

function readInfo(dataDir: string, pid: number): BackupChannelInfo {
  const file = backupChannelFile(dataDir);
  const notOffered =
    `El servidor que usa ${dataDir} (pid ${pid}) no ofrece la copia en caliente: está arrancando (o cargando los datos de demostración) ` +
    'o es de una versión anterior. Espere a que termine de arrancar, o detenga el servidor (npm start), y vuelva a intentarlo.';
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EACCES') throw new LiveDumpError(`No se puede leer ${file}: haga la copia con el mismo usuario que el servidor (o como root).`);
    throw new LiveDumpError(notOffered);
  }
  try {
    const info = JSON.parse(text) as BackupChannelInfo;
    if (info.pid === pid && Number.isInteger(info.port) && typeof info.token === 'string') return info;
  } catch {
    // Expected: a file left by another server's crash reads as "not offered".
  }
  throw new LiveDumpError(notOffered);
}

async function readBody(res: IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of res) body += (chunk as Buffer).toString();
  return body;
}

/** The running server's dump of its PGlite directory (a gzipped tar) and its size in bytes. */
export async function dumpFromServer(dataDir: string, pid: number): Promise<{ size: number; body: IncomingMessage }> {
  const info = readInfo(dataDir, pid);
  const res = await new Promise<IncomingMessage>((answered, failed) => {
    const req = request({ host: '127.0.0.1', port: info.port, path: BACKUP_PATH, method: 'POST', headers: { authorization: `Bearer ${info.token}` } }, answered);
    req.setTimeout(IDLE_TIMEOUT_MS, () => req.destroy(new Error(`sin respuesta en ${IDLE_TIMEOUT_MS / 1000} s`)));
    req.on('error', failed);
    req.end();
  }).catch((err: NodeJS.ErrnoException) => {
    throw new LiveDumpError(`No se pudo pedir la copia al servidor (pid ${pid}) por su canal local: ${err.code ?? err.message}. Vuelva a intentarlo; si sigue, revise el registro del servidor.`);
  });
  const size = Number(res.headers['content-length']);
  if (res.statusCode !== 200 || !Number.isSafeInteger(size)) {
    const body = await readBody(res).catch(() => '');
    let message = `respondió ${res.statusCode}`;
    try {
      message = (JSON.parse(body) as { mensaje?: string }).mensaje ?? message;
    } catch {
      // Expected: not the channel's JSON; the status says enough.
    }
    throw new LiveDumpError(`El servidor (pid ${pid}) no hizo la copia: ${message}`);
  }
  return { size, body: res };
}
