// The fault tests' isolated world (tests/support/isolated-stack.ts) takes its ports and its database
// from the checkout's own settings, as the shared test stack does: two checkouts running it at
// once on one machine and one PostgreSQL must not meet.
import { describe, expect, it } from 'vitest';
import { stackConfig } from '../../local/stack/config.ts';
import { isolatedWorldAddress } from '../support/isolated-stack.ts';

const checkouts = [
  { portBase: 26600, databaseUrl: 'postgresql://postgres:postgres@127.0.0.1:54322/wt_leftovers' },
  { portBase: 26800, databaseUrl: 'postgresql://postgres:postgres@127.0.0.1:54322/wt_other' },
];

/** The ports a stack on `base` listens on (the app's too, though the isolated world runs none). */
function portsOf(base: number): number[] {
  const config = stackConfig({ STACK_PORT_BASE: String(base) });
  return [config.gatewayPort, config.mailPort, config.functionPort, config.appPort];
}

describe('the isolated world of a checkout', () => {
  it("is another database on the checkout's server, named after the checkout's", () => {
    expect(checkouts.map((checkout) => isolatedWorldAddress(checkout).databaseUrl)).toEqual([
      'postgresql://postgres:postgres@127.0.0.1:54322/wt_leftovers_isolated',
      'postgresql://postgres:postgres@127.0.0.1:54322/wt_other_isolated',
    ]);
  });

  it("listens on ports of the checkout's own, which neither its shared stack nor another checkout's world uses", () => {
    const [mine, theirs] = checkouts.map((checkout) => portsOf(isolatedWorldAddress(checkout).portBase));
    for (const port of mine ?? []) {
      expect(portsOf(26600)).not.toContain(port);
      expect(theirs).not.toContain(port);
      expect(port).toBeGreaterThan(26600);
      expect(port).toBeLessThan(26700); // the next block is the checkout's `npm run dev`
    }
  });
});
