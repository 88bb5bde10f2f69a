import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** `read()`, or `fallback` when it throws (a process or file that went away meanwhile). */
function attempt<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback;
  }
}

export interface PortHolder {
  pid: number;
  command: string;
}

/** Inodes of the sockets listening on `port` (IPv4 and IPv6), from /proc/net. Linux only. */
function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const text = attempt(() => readFileSync(table, 'utf8'), '');
    for (const row of text.split('\n').slice(1)) {
      const fields = row.trim().split(/\s+/);
      const local = fields[1];
      const state = fields[3];
      const inode = fields[9];
      if (!local || state !== '0A' || !inode) continue; // 0A: LISTEN
      if (Number.parseInt(local.split(':').pop() ?? '', 16) === port) inodes.add(inode);
    }
  }
  return inodes;
}

function commandLine(pid: string): string {
  return attempt(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8'), '')
    .split('\0')
    .join(' ')
    .trim();
}

/**
 * The process listening on `port`, when this user may see it (its /proc/<pid>/fd); undefined
 * otherwise, or off Linux.
 */
export function findPortHolder(port: number): PortHolder | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  const pids = attempt(() => readdirSync('/proc'), []).filter((name) => /^\d+$/.test(name));
  for (const pid of pids) {
    for (const fd of attempt(() => readdirSync(`/proc/${pid}/fd`), [])) {
      const target = attempt(() => readlinkSync(`/proc/${pid}/fd/${fd}`), '');
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return { pid: Number(pid), command: commandLine(pid) };
    }
  }
  return undefined;
}

function parentOf(pid: number): number | undefined {
  const stat = attempt(() => readFileSync(`/proc/${pid}/stat`, 'utf8'), '');
  const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(ppid) && ppid > 1 ? ppid : undefined;
}

function guessFromCommand(command: string): string | undefined {
  if (/local\/dev\.ts/.test(command)) return 'another `npm run dev`';
  if (/vitest/.test(command)) return 'the test stack of a vitest run';
  if (/\bvite\b|vite\.js/.test(command)) return 'another Vite dev server';
  if (/deno/.test(command)) return 'an api function under Deno';
  if (/docker/.test(command)) return '`supabase start` (Docker)';
  if (/postgres/.test(command)) return 'a PostgreSQL server';
  return undefined;
}

/**
 * What holds a port, in a few words: what started it when that was `npm run dev` or a test run
 * (its Deno and Vite belong to it), else what its own command line suggests.
 */
export function guessWhat(holder: PortHolder): string | undefined {
  for (let pid = parentOf(holder.pid), depth = 0; pid !== undefined && depth < 10; depth += 1) {
    const owner = guessFromCommand(commandLine(String(pid)));
    if (owner === 'another `npm run dev`' || owner === 'the test stack of a vitest run') return owner;
    pid = parentOf(pid);
  }
  return guessFromCommand(holder.command);
}
