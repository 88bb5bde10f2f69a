import { existsSync } from 'node:fs';

const SETPRIV = '/usr/bin/setpriv';

/**
 * The command line that runs `command` so that the kernel sends it SIGKILL when this process dies,
 * however it dies: a `kill -9` of the runner alone, an OOM kill, or a crash gives the runner no
 * chance to stop what it started, and a Deno or worker left behind keeps its port and its jobs.
 * Linux's parent-death signal, set by util-linux's setpriv (Debian's base system), which then
 * execs the command: its pid is the child's. The worker's jobs in hand go back to the queue through
 * its dead-worker recovery. Without setpriv (not Linux), the command runs as given and only the
 * runner's own stop reaches it.
 */
export function diesWithParent(command: string, args: readonly string[]): [string, string[]] {
  if (process.platform !== 'linux' || !existsSync(SETPRIV)) return [command, [...args]];
  return [SETPRIV, ['--pdeathsig', 'KILL', '--', command, ...args]];
}
