// The whole machine's CPU time from the kernel's own count (/proc/stat), for the bench's figures of
// how busy the machine was and what one unit of work cost in all: every process, the stack's
// services and the bench's own polling included. Linux only, as this machine is.
import { readFile } from 'node:fs/promises';

/** /proc/stat counts in USER_HZ, which Linux fixes at 100 a second for every program. */
export const TICKS_PER_SECOND = 100;

/** Seconds the machine's CPUs have spent busy since boot: all but idle and waiting for I/O. */
export async function machineBusySeconds(): Promise<number> {
  const stat = await readFile('/proc/stat', 'utf8');
  const [label, ...fields] = (stat.split('\n', 1)[0] ?? '').trim().split(/\s+/);
  if (label !== 'cpu') throw new Error('/proc/stat does not start with the machine-wide cpu line');
  // user nice system idle iowait irq softirq steal (guest time is already in user).
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  const busy = [user, nice, system, irq, softirq, steal].reduce<number>(
    (sum, ticks) => sum + (ticks ?? 0),
    0,
  );
  return busy / TICKS_PER_SECOND;
}
