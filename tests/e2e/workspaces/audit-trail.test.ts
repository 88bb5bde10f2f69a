// The audit trail in Chromium (issue #20 item 4): a reviewer opens a review, and the api records it
// and the recordings whose links it signed (issue #33 item 9: not what the browser reports); the
// workspace's owner finds them in Workspace settings, filters them by action, and exports the
// trail as CSV (the export recorded in it first). axe on the section.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedEvaluationWorld } from '../../support/evaluation-fixtures.ts';
import { workspaceOf } from '../../support/workspace-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { WorkspacesPageObject } from './workspaces.po.ts';

const screens = useBrowser();

describe('the audit trail', () => {
  it("shows a reviewer's look and the recordings served to them to the owner, filtered and exported", async () => {
    const world = await seedEvaluationWorld(screens.sql);
    const workspaceId = await workspaceOf(screens.sql, world.owner);
    const events = async (action: string) => {
      const [row] = await screens.sql<{ n: number }[]>`
        select count(*)::int as n from public.audit_events
        where workspace_id = ${workspaceId} and action = ${action}::public.audit_action and actor_id = ${world.reviewer.id}`;
      return row?.n ?? 0;
    };

    const review = await screens.openPage(world.reviewer);
    await review.goto(`/reviews/${world.review.invitationId}`);
    await review
      .getByRole('navigation', { name: 'Questions' })
      .getByRole('button', { name: /Question 2/ })
      .click();
    await review.locator('video').waitFor();
    // Recorded by the api as it signed the links of the two recorded answers, before any play.
    await expect.poll(() => events('RECORDING_PLAYED'), { timeout: 15_000 }).toBe(2);
    expect(await events('REVIEW_OPENED')).toBe(1);

    const settings = new WorkspacesPageObject(await screens.openPage(world.owner));
    await settings.openSettings(workspaceId);
    const trail = settings.section('Audit trail');
    await trail.getByRole('cell', { name: 'Played a recording' }).first().waitFor();
    await trail.getByRole('cell', { name: 'Opened a review' }).waitFor();
    await expectAccessible(settings.page, 'workspace settings: audit trail');

    await settings.choose(settings.select(trail, 'Action'), 'Played a recording');
    await expect.poll(() => trail.locator('tbody tr').count()).toBe(2);
    await trail.getByRole('cell', { name: world.reviewer.email }).first().waitFor();

    const [download] = await Promise.all([
      settings.page.waitForEvent('download'),
      trail.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const dir = await mkdtemp(join(tmpdir(), 'audit-'));
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
    await rm(dir, { recursive: true, force: true });
    expect(lines[0]).toBe('When (UTC),Who,Action,Details,Interview,Candidate (invitation id)');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${world.reviewer.email},Played a recording,`);
    expect(lines[2]).toContain(`${world.reviewer.email},Played a recording,`);
    const [exported] = await screens.sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_events
      where workspace_id = ${workspaceId} and action = 'EXPORTED' and actor_id = ${world.owner.id}`;
    expect(exported?.n).toBe(1);
  });
});
