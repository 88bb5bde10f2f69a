import { readdirSync, readFileSync } from 'node:fs';

interface ProcStat {
  pid: number;
  ppid: number;
  state: string;
}

/** /proc/<pid>/stat: "pid (comm) state ppid …"; comm may itself hold spaces and parentheses. */
function readStat(pid: string): ProcStat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid: Number(pid), ppid: Number(ppid), state: state ?? '' };
  } catch {
    return undefined;
  }
}

function allProcesses(): ProcStat[] {
  try {
    return readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(readStat)
      .filter((stat): stat is ProcStat => stat !== undefined);
  } catch {
    return []; // not Linux: nothing to sweep
  }
}

/** Every process below `root` (children, their children, …). Linux; empty elsewhere. */
export function descendants(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of allProcesses()) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift() as number;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** Alive and not a zombie waiting to be reaped. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const state = readStat(String(pid))?.state;
  return state !== undefined && state !== 'Z';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes sure none of `pids` survives: SIGTERM to those still alive, then SIGKILL after `graceMs`.
 * Returns the pids that had to be signalled. Used on a snapshot of the tree taken before stopping,
 * because a grandchild whose parent exits is re-parented and no longer shows up as ours.
 */
export async function killSurvivors(pids: number[], graceMs = 3000): Promise<number[]> {
  const survivors = pids.filter(isAlive);
  for (const pid of survivors) signal(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && survivors.some(isAlive)) await sleep(50);
  for (const pid of survivors.filter(isAlive)) signal(pid, 'SIGKILL');
  return survivors;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}
