import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBrowser } from '../support/browser-fixture.ts';
import { MediaHarnessPageObject } from './media.po.ts';

const screens = useBrowser();
let harness: MediaHarnessPageObject;

beforeEach(async () => {
  harness = new MediaHarnessPageObject(await screens.openPage());
  // The page's timers and Date run on Playwright's clock: 30 s pass in no time.
  await harness.page.clock.install();
  await harness.open();
});

async function expectRemaining(text: string): Promise<void> {
  await vi.waitFor(async () => expect(await harness.timeRemaining.textContent()).toBe(text));
}

describe('useCountdown on a fake clock', () => {
  it('counts a 30 s limit down each second to 0:00 and calls onZero once', async () => {
    await harness.mountCountdown(30);
    await expectRemaining('0:30');

    await harness.page.clock.runFor(1000);
    await expectRemaining('0:29');
    await harness.page.clock.runFor(14_000);
    await expectRemaining('0:15');
    expect(await harness.zeroCalls()).toBe(0);

    await harness.page.clock.runFor(15_000);
    await expectRemaining('0:00');
    expect(await harness.zeroCalls()).toBe(1);

    await harness.page.clock.runFor(10_000);
    await expectRemaining('0:00');
    expect(await harness.zeroCalls()).toBe(1);
  });

  it('holds while stopped and starts again from the limit when run again', async () => {
    await harness.mountCountdown(30);
    await harness.page.clock.runFor(5000);
    await expectRemaining('0:25');

    await harness.page.getByRole('button', { name: 'Pause' }).click();
    await harness.page.clock.runFor(10_000);
    await expectRemaining('0:25');

    await harness.page.getByRole('button', { name: 'Run' }).click();
    await expectRemaining('0:30');
    await harness.page.clock.runFor(30_000);
    await expectRemaining('0:00');
    expect(await harness.zeroCalls()).toBe(1);
  });

  it('formats the time remaining as m:ss', async () => {
    expect(await harness.formatCountdown(125)).toBe('2:05');
    expect(await harness.formatCountdown(600)).toBe('10:00');
  });
});
