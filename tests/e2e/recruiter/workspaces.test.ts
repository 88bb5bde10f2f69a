import { describe, expect, it } from 'vitest';
import { seedInterview } from '../../support/interview-fixtures.ts';
import { seedReview } from '../../support/review-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { addMember, namedWorkspaceOf } from '../../support/workspace-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { ReviewsPageObject } from '../reviews/reviews.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { WorkspaceDashboardPageObject } from './workspace.po.ts';

const screens = useBrowser();

// Each test walks several screens, with axe on one: longer than a minute on a busy machine.
describe('recruiter screens inside a workspace', { timeout: 120_000 }, () => {
  it('two members of one workspace see the same interview, with who created it', async () => {
    const owner = await createTestUser(config, { role: 'RECRUITER', firstName: 'Olive', lastName: 'Owner' });
    const workspace = await namedWorkspaceOf(screens.sql, owner);
    const interview = await seedInterview(screens.sql, owner);
    // A platform candidate: membership alone lets them in.
    const teammate = await createTestUser(config);
    await addMember(screens.sql, workspace.id, teammate, 'RECRUITER');

    for (const member of [owner, teammate]) {
      const dashboard = new WorkspaceDashboardPageObject(await screens.openPage(member));
      await dashboard.openDashboard();
      await dashboard.interview(interview.title).waitFor();
      await dashboard
        .section('Your Interviews')
        .getByText(/Created by Olive Owner/)
        .waitFor();
      await dashboard.interview(interview.title).click();
      await dashboard.heading(interview.title, 1).waitFor();
      await dashboard.page.getByText(/Created by Olive Owner/).waitFor();
    }
  });

  it("a member of two workspaces sees each one's interviews only, and the choice survives a reload", async () => {
    const member = await createTestUser(config, { role: 'RECRUITER' });
    const own = await namedWorkspaceOf(screens.sql, member);
    const ownInterview = await seedInterview(screens.sql, member);
    const otherOwner = await createTestUser(config, { role: 'RECRUITER' });
    const other = await namedWorkspaceOf(screens.sql, otherOwner);
    const otherInterview = await seedInterview(screens.sql, otherOwner);
    await addMember(screens.sql, other.id, member, 'RECRUITER');

    const dashboard = new WorkspaceDashboardPageObject(await screens.openPage(member));
    await dashboard.openDashboard();
    await dashboard.interview(ownInterview.title).waitFor();
    expect(await dashboard.switcher.inputValue()).toBe(own.name);
    expect(await dashboard.lists(otherInterview.title)).toBe(false);
    await expectAccessible(dashboard.page, 'dashboard with the workspace switcher');

    await dashboard.switchTo(other.name);
    await dashboard.interview(otherInterview.title).waitFor();
    expect(await dashboard.lists(ownInterview.title)).toBe(false);
    // A RECRUITER of the other workspace: no settings, which are the owners'.
    expect(await dashboard.link('Workspace settings').count()).toBe(0);

    await dashboard.page.reload();
    await dashboard.interview(otherInterview.title).waitFor();
    expect(await dashboard.switcher.inputValue()).toBe(other.name);
    expect(await dashboard.lists(ownInterview.title)).toBe(false);
  });

  it('a reviewer sees none of the write controls, and reviews a completed interview', async () => {
    const seeded = await seedReview(screens.sql);
    const workspace = await namedWorkspaceOf(screens.sql, seeded.recruiter);
    const reviewer = await createTestUser(config);
    await addMember(screens.sql, workspace.id, reviewer, 'REVIEWER');
    const [invitation] = await screens.sql<{ name: string }[]>`
      select first_name || ' ' || last_name as name from public.invitations where id = ${seeded.invitationId}`;
    if (!invitation) throw new Error('The seeded invitation is missing');

    const dashboard = new WorkspaceDashboardPageObject(await screens.openPage(reviewer));
    await dashboard.openDashboard();
    await dashboard.interview(seeded.interviewTitle).waitFor();
    await dashboard.link('Review Interviews').waitFor();
    expect(await dashboard.link('Create New Interview').count()).toBe(0);
    expect(await dashboard.button(`Actions for ${seeded.interviewTitle}`).count()).toBe(0);
    expect(await dashboard.button(`Actions for ${invitation.name}`).count()).toBe(0);

    await dashboard.interview(seeded.interviewTitle).click();
    await dashboard.heading(seeded.interviewTitle, 1).waitFor();
    // A reviewer sees the completed invitation, with no write control on it.
    await dashboard.section('Recent Invitations').getByText(invitation.name, { exact: true }).waitFor();
    expect(await dashboard.button('Invite Candidate').count()).toBe(0);
    expect(await dashboard.button('Send first invitation').count()).toBe(0);
    expect(await dashboard.button(`Resend invitation to ${invitation.name}`).count()).toBe(0);
    expect(await dashboard.button(`Actions for ${invitation.name}`).count()).toBe(0);

    await dashboard.open('/interviews/create');
    await dashboard.heading('Reviewers cannot create interviews', 1).waitFor();
    expect(await dashboard.button('Create Interview').count()).toBe(0);

    const reviews = new ReviewsPageObject(dashboard.page);
    await reviews.openList();
    await reviews.openReviewOf(invitation.name);
    await reviews.markReviewed.click();
    await reviews.markReviewed.waitFor({ state: 'detached' });
    const [after] = await screens.sql<{ status: string }[]>`
      select status from public.invitations where id = ${seeded.invitationId}`;
    expect(after?.status).toBe('REVIEWED');
  });
});
