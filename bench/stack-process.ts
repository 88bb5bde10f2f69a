/**
 * The bench's stack in a process of its own (separate-stack.ts starts it): the gateway and the Auth,
 * Storage and mail stand-ins, with the api function's Deno beside them, as services apart from the
 * clients the bench simulates. Ready once it prints READY_LINE; stops on SIGTERM.
 */
import { startStack } from '../local/stack/start-stack.ts';
import { benchStackConfig } from './bench-stack-config.ts';
import { READY_LINE } from './separate-stack.ts';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL names the bench database');
const stack = await startStack({
  config: benchStackConfig(databaseUrl).config,
  log: () => undefined,
  worker: false,
});
process.once('SIGTERM', () => {
  void stack.stop().then(() => process.exit(0));
});
console.log(READY_LINE);
