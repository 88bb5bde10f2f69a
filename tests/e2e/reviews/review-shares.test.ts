// Sharing a candidate with a hiring manager (issue #18) in Chromium: the manager creates a link on
// the review page, someone without an account opens it and sees the answers, the manager sees the
// opening and revokes the link, and the link then shows that it no longer works. axe on the share
// modal and the shared page.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { shareErrorMessages } from '#contract/shares';
import { seedReview } from '../../support/review-fixtures.ts';
import { uniqueName } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser();

const sharedLinks = (page: Page) => page.getByRole('region', { name: 'Shared links' });

describe('shared links', () => {
  it('a manager shares a candidate; the link opens without an account until it is revoked', async () => {
    const answer = `I would measure the page first ${uniqueName('shared-e2e')}`;
    const review = await seedReview(screens.sql, { text: answer });
    const manager = await screens.openPage(review.recruiter);
    await manager.goto(`/reviews/${review.invitationId}`);
    await sharedLinks(manager).getByRole('button', { name: 'Share' }).click();
    const modal = manager.getByRole('dialog', { name: 'Share with a hiring manager' });
    await expect.poll(() => modal.getByLabel('Valid for (days)').inputValue()).toBe('7');
    await expectAccessible(manager, 'share modal');
    await modal.getByRole('button', { name: 'Create link' }).click();
    const link = await modal.getByRole('textbox', { name: 'Link' }).inputValue();
    expect(link).toMatch(/\/shared\/[A-Za-z0-9_-]{22}$/);
    await modal.getByRole('button', { name: 'Copy' }).waitFor();
    await modal.getByRole('button', { name: 'Done' }).click();

    const outsider = await screens.openPage();
    await outsider.goto(new URL(link).pathname);
    await outsider.getByText(answer).waitFor();
    await outsider.getByText(/^Shared by .+ · available until/).waitFor();
    await outsider.getByRole('heading', { level: 1 }).waitFor();
    await expectAccessible(outsider, 'shared review page');

    await manager.reload();
    const row = sharedLinks(manager).getByTestId('shared-link');
    await row.getByText(/^Opened once, last /).waitFor();
    await row.getByRole('button', { name: 'Revoke' }).click();
    await manager
      .getByRole('dialog', { name: 'Revoke this link?' })
      .getByRole('button', { name: 'Revoke' })
      .click();
    await row.getByText('Revoked', { exact: true }).waitFor();

    await outsider.reload();
    await outsider.getByRole('heading', { name: 'Link not available' }).waitFor();
    await outsider.getByText(shareErrorMessages.invalid).waitFor();
    expect(await outsider.getByText(answer).count()).toBe(0);
  });
});
