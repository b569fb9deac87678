/**
 * Node's flags for the compiled server (decision 081): `npm start`, the soak and the search
 * benchmarks run it with the same ones.
 *
 * On PGlite the database lives in the server's own memory, and a small young generation
 * (`--max-semi-space-size=2`, decision 025) keeps the whole within DESIGN's 350 MB. On PostgreSQL
 * that memory is the database server's, and V8's default young generation saves the server about
 * a third of its CPU per search (a 2 MB one spent 18 % of the busy time collecting garbage at
 * 100,000 jobs).
 */
export function serverNodeFlags(env = process.env) {
  return env.DATABASE_URL ? [] : ['--max-semi-space-size=2'];
}
