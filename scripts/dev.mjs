#!/usr/bin/env node
/** `npm run dev`: the server with reload (tsx watch) and Vite's dev server with hot reload. */
import { spawn } from 'node:child_process';

const procs = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env: { ...process.env } }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
console.log('Servidor en http://localhost:3000 · cliente con recarga en http://localhost:5173');
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
procs.forEach((p) => p.on('exit', () => { stop(); process.exit(0); }));
