/**
 * The search benchmark's load client, in its own process (bench/search.bench.ts starts it):
 * `url scenario codesFile connections seconds` (suggestions as GET with `?q=`, the rest POST JSON);
 * scenario `get` GETs `url` itself (the references of decision 103: /healthz, /readyz). Prints one
 * JSON line: requests, req/s, p50, p95, p99 (ms) and errors (failures, time-outs and answers other than 200).
 */
import { readFileSync } from 'node:fs';
import { scenarios, suggestPath } from './search-scenarios';
import { loadFigures, runLoad } from './support';

const [url, scenario, codesFile, connections, seconds] = process.argv.slice(2);
const s = scenario === 'get' ? null : scenarios(JSON.parse(readFileSync(codesFile, 'utf8')) as string[])[Number(scenario)];
const run = await runLoad({
  url,
  connections: Number(connections),
  duration: Number(seconds),
  requests: [
    !s
      ? { method: 'GET' }
      : s.kind === 'suggest'
      ? { method: 'GET', setupRequest: (req: Record<string, unknown>) => ({ ...req, path: suggestPath(s) }) }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(s.make()) }),
        },
  ],
});
console.log(JSON.stringify(loadFigures(run)));
