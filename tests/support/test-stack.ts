import { stackConfig, type StackConfig } from '../../local/stack/config.ts';

/**
 * The stack the integration tests share: its own ports (base 25320 unless TEST_STACK_PORT_BASE says
 * otherwise), so the tests run beside `npm run dev` on the same database. Below Linux's ephemeral
 * range (32768-60999): an outgoing connection can never be holding one of these ports.
 */
export function testStackConfig(): StackConfig {
  return stackConfig({
    ...process.env,
    STACK_PORT_BASE: String(testStackPortBase()),
    SITE_URL: undefined,
  });
}

/** TEST_STACK_PORT_BASE, else 25320: the first port of the block the checkout's tests use. */
export function testStackPortBase(): number {
  return Number(process.env.TEST_STACK_PORT_BASE ?? 25320);
}
