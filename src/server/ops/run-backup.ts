/**
 * dist/server/backup.js, run by scripts/backup.mjs: `backup FILE` or `restore FILE` with the
 * server's environment (DATA_DIR, DATABASE_URL, S3_*). Exit 0 done, 1 failed, 2 wrong use.
 */
import { loadConfig } from '../core/config';
import { backup, OpsError, restore } from './backup';

async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Uso: npm run backup -- ARCHIVO   |   npm run restore -- ARCHIVO');
    process.exit(2);
  }
  const config = loadConfig();
  const say = (line: string) => console.log(line);
  if (command === 'backup') await backup(config, file, say);
  else await restore(config, file, say);
}

main().catch((err) => {
  console.error(err instanceof OpsError ? err.message : err);
  process.exit(1);
});
