import { createServer } from 'node:net';
import type { StackConfig } from '../stack/config.ts';
import { findPortHolder, guessWhat } from './port-holder.ts';

export interface NamedPort {
  port: number;
  what: string;
  /** What usually holds this port when it is taken. */
  usual: string;
}

/** The ports `npm run dev` listens on (PostgreSQL's is shared and may well be taken: by itself). */
export function devPorts(config: StackConfig): NamedPort[] {
  const stack = 'another `npm run dev`, a test run, or `supabase start`';
  return [
    { port: config.gatewayPort, what: 'API gateway', usual: stack },
    { port: config.mailPort, what: 'mail viewer', usual: stack },
    { port: config.functionPort, what: 'api function', usual: 'another `npm run dev` or a test run' },
    { port: config.appPort, what: 'Vite dev server', usual: 'another Vite dev server' },
  ];
}

/** True when something already listens on host:port. */
function isTaken(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      // A host without IPv6 cannot bind ::1; that says nothing about the port.
      resolve(error.code === 'EADDRINUSE' || error.code === 'EACCES');
    });
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(false)));
  });
}

function describe(named: NamedPort): string {
  const holder = findPortHolder(named.port);
  if (!holder) return `Port ${named.port} (${named.what}) is already in use, probably by ${named.usual}.`;
  const guess = guessWhat(holder);
  const command = holder.command.length > 160 ? `${holder.command.slice(0, 157)}...` : holder.command;
  return `Port ${named.port} (${named.what}) is already in use by pid ${holder.pid} (${command})${
    guess ? `, probably ${guess}` : ''
  }.`;
}

export class PortsInUseError extends Error {}

/**
 * Fails fast, before anything starts, when a port of this stack is taken: names each taken port,
 * what holds it (when /proc tells) and how to move every port.
 */
export async function assertPortsFree(config: StackConfig): Promise<void> {
  const taken: NamedPort[] = [];
  for (const named of devPorts(config)) {
    // Vite listens on `localhost`, which may be either loopback address.
    if ((await isTaken(named.port, '127.0.0.1')) || (await isTaken(named.port, '::1'))) taken.push(named);
  }
  if (taken.length === 0) return;
  throw new PortsInUseError(
    [
      ...taken.map(describe),
      `Stop ${taken.length > 1 ? 'what holds them' : 'it'}, or move every port of this stack: STACK_PORT_BASE=<base> npm run dev (gateway base+1, mail viewer base+4, api function base+11, app base+50).`,
    ].join('\n'),
  );
}
