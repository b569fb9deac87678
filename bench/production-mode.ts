/**
 * The server runs with NODE_ENV=production (docs/deploy.md), where React and react-pdf's
 * reconciler skip their development checks (a CV renders 10-20 % faster). A bench that times code
 * in its own process imports this module first: without NODE_ENV=production it runs itself again
 * in a child that has it, and exits with the child's status (React reads NODE_ENV once, when it
 * is first imported, so setting it later in the same process would change nothing).
 */
import { spawnSync } from 'node:child_process';

if (process.env.NODE_ENV !== 'production') {
  const child = spawnSync(process.execPath, [...process.execArgv, ...process.argv.slice(1)], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  process.exit(child.status ?? 1);
}
