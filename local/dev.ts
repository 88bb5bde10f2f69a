/**
 * `npm run dev`: the product on this machine. Starts the local database, applies the migrations,
 * seeds the demo accounts the first time, then serves the React app with Vite.
 */
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const REPO_ROOT = resolve(import.meta.dirname, '..');
const TSX = resolve(REPO_ROOT, 'node_modules/.bin/tsx');
const VITE = resolve(REPO_ROOT, 'node_modules/.bin/vite');

const seeded = spawnSync(TSX, ['local/db/cli.ts', 'seed'], { cwd: REPO_ROOT, stdio: 'inherit' });
if (seeded.status !== 0) process.exit(seeded.status ?? 1);

const vite = spawn(VITE, ['--port', '5173', '--strictPort'], { cwd: REPO_ROOT, stdio: 'inherit' });
vite.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => vite.kill(signal));
