import postgres from 'postgres';
import { beforeEach, describe, expect, it } from 'vitest';
import { latestMail, mailTo } from '../../support/mail.ts';
import { uniqueName, type Role, type TestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { RecruiterPageObject, type CandidateInput } from './recruiter.po.ts';

const screens = useBrowser();
let recruiter: RecruiterPageObject;

beforeEach(async () => {
  recruiter = new RecruiterPageObject(await screens.openPage());
});

const signedInAs = (role: Role = 'RECRUITER'): Promise<TestUser> => screens.signIn(recruiter.page, role);

type InvitationStatus = 'PENDING' | 'STARTED' | 'COMPLETED' | 'REVIEWED' | 'CANCELLED';

interface SeededInvitation {
  firstName: string;
  status: InvitationStatus;
  emailStatus?: 'PENDING' | 'SENT' | 'FAILED';
  emailError?: string;
  /** The last e-mail was held back by test mode (as the api records it in mail_outbox). */
  testMode?: boolean;
}

/** Moves the e-mails sent to `email` two minutes back, past the cooldown between two sends. */
async function ageInvitationMail(email: string): Promise<void> {
  await screens.sql`update public.mail_outbox set created_at = created_at - interval '2 minutes' where to_email = ${email}`;
}

/**
 * An interview of `owner` with one question and `invitations`, newest first, written as postgres:
 * statuses a browser journey cannot reach quickly (a candidate's progress, test mode).
 */
async function seedInterviewWithInvitations(owner: TestUser, invitations: SeededInvitation[]) {
  const sql = postgres(config.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const title = uniqueName('Seeded interview');
    const [interview] = await sql<{ id: string }[]>`
      insert into public.interviews (recruiter_id, title) values (${owner.id}, ${title}) returning id`;
    if (!interview) throw new Error('The interview insert returned no row');
    await sql`insert into public.questions (interview_id, order_number, text)
              values (${interview.id}, 1, 'Why this role?')`;
    for (const [age, invitation] of invitations.entries()) {
      const reached = (...statuses: InvitationStatus[]) => statuses.includes(invitation.status);
      const email = `${uniqueName(invitation.firstName.toLowerCase())}@test.example.com`;
      const [row] = await sql<{ id: string }[]>`
        insert into public.invitations (interview_id, first_name, last_name, email, status,
                                        created_at, started_at, completed_at, reviewed_at, cancelled_at)
        values (${interview.id}, ${invitation.firstName}, 'Seeded', ${email}, ${invitation.status},
                now() - make_interval(mins => ${age}),
                ${reached('STARTED', 'COMPLETED', 'REVIEWED') ? sql`now()` : null},
                ${reached('COMPLETED', 'REVIEWED') ? sql`now()` : null},
                ${reached('REVIEWED') ? sql`now()` : null},
                ${reached('CANCELLED') ? sql`now()` : null})
        returning id`;
      if (!row) throw new Error('The invitation insert returned no row');
      // The e-mail's outcome, which its status is read from; written settled, so nothing is sent.
      const outcome = invitation.testMode ? 'TEST_MODE' : (invitation.emailStatus ?? 'SENT');
      await sql`insert into public.mail_outbox (invitation_id, to_email, subject, html, text_body, status, last_error)
                values (${row.id}, ${email}, 'Invitation', '<p>Invitation</p>', 'Invitation', ${outcome},
                        ${invitation.emailError ?? null})`;
    }
    return { id: interview.id, title };
  } finally {
    await sql.end();
  }
}

function candidate(firstName: string, lastName: string): CandidateInput {
  return { firstName, lastName, email: `${uniqueName(firstName.toLowerCase())}@test.example.com` };
}

describe('recruiter journey', () => {
  it('a recruiter creates an interview, invites, copies, resends, cancels, archives and deletes', async () => {
    await signedInAs('RECRUITER');
    await recruiter.page
      .context()
      .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: config.siteUrl });
    const { page } = recruiter;

    // A new recruiter's hub: every tile at zero.
    await recruiter.openDashboard();
    for (const tile of ['Total Interviews', 'Active Invitations', 'Completed', 'Pending Review']) {
      expect(await recruiter.tileValue(tile)).toBe(0);
    }
    expect(await recruiter.reviewInterviews.getAttribute('href')).toBe('/reviews');

    // Create an interview with one question per response format.
    await recruiter.createNewInterview.click();
    await recruiter.waitForPath('/interviews/create');
    const title = uniqueName('Frontend Engineer');
    const interviewId = await recruiter.createInterview({
      title,
      description: 'Build accessible interfaces with React.',
      welcomeVideoUrl: 'https://videos.example.com/welcome.mp4',
      questions: [
        { text: 'Tell us about a project you are proud of.', format: 'VIDEO' },
        { text: 'How do you approach code review?', format: 'AUDIO', timeLimit: 90 },
        { text: 'Write a short note to a new teammate.', format: 'TEXT', timeLimit: 300 },
      ],
    });
    expect(recruiter.pathname()).toBe(`/interviews/${interviewId}`);

    // The detail: header, description, welcome video, numbered questions with format and limit.
    await recruiter.page.getByText('Build accessible interfaces with React.').waitFor();
    expect(await page.getByRole('link', { name: /welcome video/i }).getAttribute('href')).toBe(
      'https://videos.example.com/welcome.mp4',
    );
    await recruiter.questionItems.nth(2).waitFor();
    const questions = await recruiter.questionItems.allTextContents();
    expect(questions).toHaveLength(3);
    expect(questions[0]).toContain('Video');
    expect(questions[0]).toContain('120 seconds');
    expect(questions[1]).toContain('Audio');
    expect(questions[1]).toContain('90 seconds');
    expect(questions[2]).toContain('Text');
    expect(questions[2]).toContain('Write a short note to a new teammate.');
    expect(await page.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    // No invitations yet: the empty state's button opens the invite modal.
    await page.getByText('No invitations sent yet').waitFor();
    const ada = candidate('Ada', 'Lovelace');
    await recruiter.invite(ada, page.getByRole('button', { name: 'Send first invitation' }));
    await recruiter.notification('Invitation sent successfully!').waitFor();
    const adaRow = recruiter.invitationRow('Ada Lovelace');
    await adaRow.getByText('Email sent').waitFor();
    await adaRow.getByText('Pending', { exact: true }).waitFor();
    await recruiter.waitForStatistic('Total Invitations', 1);
    await recruiter.waitForStatistic('Pending', 1);

    // The e-mail reached the local mail viewer with the candidate's link.
    const mail = await latestMail(ada.email);
    expect(mail.subject).toContain(title);
    const link = mail.links.find((href) => href.includes('/take/'));
    expect(link).toBeDefined();
    const token = new URL(link ?? '').pathname.split('/').pop() ?? '';
    expect(link).toBe(`${config.siteUrl}/take/${token}`);

    // Copying puts the same link on the clipboard.
    await recruiter.copyLinkOf('Ada Lovelace').click();
    await recruiter.notification('Invite link copied to clipboard!').waitFor();
    expect(await recruiter.readClipboard()).toBe(link);

    // Resending sends a second e-mail, once the cooldown between two sends has passed.
    await ageInvitationMail(ada.email);
    await recruiter.resendTo('Ada Lovelace').click();
    await recruiter.notification('Invitation email sent successfully!').waitFor();
    await expect.poll(async () => (await mailTo(ada.email)).length, { timeout: 5000 }).toBe(2);

    // A second invitation, cancelled from its menu.
    const grace = candidate('Grace', 'Hopper');
    await recruiter.invite(grace);
    await recruiter.notification('Invitation sent successfully!').nth(0).waitFor();
    await recruiter.invitationRow('Grace Hopper').waitFor();
    await recruiter.waitForStatistic('Total Invitations', 2);
    await recruiter.chooseAction('Grace Hopper', 'Cancel Invitation');
    await recruiter.notification('Invitation cancelled successfully').waitFor();
    await recruiter.invitationRow('Grace Hopper').getByText('Cancelled', { exact: true }).waitFor();
    await recruiter.waitForStatistic('Pending', 1);
    expect(await recruiter.actionsOf('Grace Hopper')).toEqual(['Delete Invitation']);

    // The hub counts them: one interview, one active (pending) invitation.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await recruiter.waitForPath('/dashboard');
    await recruiter.waitForTile('Total Interviews', 1);
    await recruiter.waitForTile('Active Invitations', 1);
    await recruiter.dashboardInvitationRow('Grace Hopper').getByText('Cancelled', { exact: true }).waitFor();
    await recruiter.dashboardInvitationRow('Ada Lovelace').getByText('Pending', { exact: true }).waitFor();
    expect(await recruiter.actionsOf('Ada Lovelace')).toEqual([
      'Accommodations',
      'Cancel Invitation',
      'Delete Invitation',
    ]);

    // Delete the cancelled invitation from the hub, after a confirmation.
    await recruiter.chooseAction('Grace Hopper', 'Delete Invitation');
    const invitationDialog = await recruiter.confirm('Delete Invitation', 'Delete Invitation');
    expect(invitationDialog).toContain('This action cannot be undone');
    expect(invitationDialog).toContain('All candidate responses');
    await recruiter.notification('Invitation and all related data deleted successfully').waitFor();
    await recruiter.dashboardInvitationRow('Grace Hopper').waitFor({ state: 'detached' });

    // Archive: the badge changes and Archive is no longer offered.
    const row = recruiter.interviewRow(title);
    await row.getByText('Active', { exact: true }).waitFor();
    await recruiter.chooseAction(title, 'Archive Interview');
    await recruiter.notification('Interview archived successfully').waitFor();
    await row.getByText('Archived', { exact: true }).waitFor();
    expect(await recruiter.actionsOf(title)).toEqual(['Delete Interview']);

    // The candidate's link opens the welcome page.
    const candidatePage = await recruiter.page.context().newPage();
    await candidatePage.goto(link ?? '');
    await candidatePage.waitForURL((url) => url.pathname === `/take/${token}`);
    await candidatePage.getByRole('heading', { level: 1 }).first().waitFor();
    await candidatePage.close();

    // Delete: the interview and its invitations go, and the tiles return to zero.
    await recruiter.chooseAction(title, 'Delete Interview');
    const interviewDialog = await recruiter.confirm('Delete Interview', 'Delete Interview');
    expect(interviewDialog).toContain('This action cannot be undone');
    await recruiter.notification('Interview and all related data deleted successfully.').waitFor();
    await row.waitFor({ state: 'detached' });
    await recruiter.waitForTile('Total Interviews', 0);
    await recruiter.waitForTile('Active Invitations', 0);
    await page.getByText('No interviews yet').waitFor();
    await page.getByText('No invitations yet').waitFor();

    // Its page is gone too.
    await recruiter.open(`/interviews/${interviewId}`);
    await recruiter.heading('Interview not found').waitFor();
  });
});

describe('interview detail', () => {
  it("says 'Interview not found' for an unknown id, with a way back to the dashboard", async () => {
    await signedInAs();
    await recruiter.open(`/interviews/${crypto.randomUUID()}`);
    await recruiter.heading('Interview not found').waitFor();
    await recruiter.page.getByRole('link', { name: 'Return to Dashboard' }).click();
    await recruiter.waitForPath('/dashboard');
    await recruiter.heading('Recruiter Hub').waitFor();
  });

  it("does not show another recruiter's interview", async () => {
    await signedInAs();
    await recruiter.open('/interviews/create');
    const id = await recruiter.createInterview({ title: uniqueName('Private'), questions: [{ text: 'Q' }] });
    await recruiter.page.context().close();

    recruiter = new RecruiterPageObject(await screens.openPage());
    await signedInAs();
    await recruiter.open(`/interviews/${id}`);
    await recruiter.heading('Interview not found').waitFor();
  });

  it('counts the invitations, shows the newest five with their badges, then how many more', async () => {
    const owner = await signedInAs();
    const interview = await seedInterviewWithInvitations(owner, [
      { firstName: 'Tess', status: 'PENDING', emailStatus: 'PENDING', testMode: true },
      { firstName: 'Fay', status: 'PENDING', emailStatus: 'FAILED', emailError: 'Mailbox unavailable' },
      { firstName: 'Stan', status: 'STARTED' },
      { firstName: 'Cora', status: 'COMPLETED' },
      { firstName: 'Rex', status: 'REVIEWED' },
      { firstName: 'Cal', status: 'CANCELLED' },
    ]);
    await recruiter.open(`/interviews/${interview.id}`);
    await recruiter.heading(interview.title, 1).waitFor();
    await recruiter.waitForStatistic('Total Invitations', 6);
    await recruiter.waitForStatistic('Completed', 1);
    await recruiter.waitForStatistic('In Progress', 1);
    await recruiter.waitForStatistic('Pending', 2);

    await recruiter.invitationRow('Tess Seeded').getByText('Test Mode', { exact: true }).waitFor();
    await recruiter.invitationRow('Fay Seeded').getByText('Email failed', { exact: true }).waitFor();
    await recruiter.invitationRow('Stan Seeded').getByText('Started', { exact: true }).waitFor();
    await recruiter.invitationRow('Rex Seeded').getByText('Reviewed', { exact: true }).waitFor();
    expect(await recruiter.section('Recent Invitations').getByRole('listitem').count()).toBe(5);
    expect(await recruiter.invitationRow('Cal Seeded').count()).toBe(0);
    await recruiter.page.getByText('And 1 more...').waitFor();
    // Only open invitations can be resent.
    expect(await recruiter.resendTo('Stan Seeded').isEnabled()).toBe(true);
    expect(await recruiter.resendTo('Cora Seeded').isDisabled()).toBe(true);

    // The hub's tiles count the same invitations (docs/product.md §4).
    await recruiter.openDashboard();
    await recruiter.waitForTile('Total Interviews', 1);
    await recruiter.waitForTile('Active Invitations', 3);
    await recruiter.waitForTile('Completed', 1);
    await recruiter.waitForTile('Pending Review', 1);
    // The tiles and the list load separately.
    await expect.poll(() => recruiter.section('Recent Invitations').getByRole('listitem').count()).toBe(5);
  });
});

describe('dashboard', () => {
  it('shows a new recruiter the empty lists and the way to create an interview', async () => {
    await signedInAs();
    await recruiter.openDashboard();
    await recruiter.page.getByText('No interviews yet').waitFor();
    await recruiter.page.getByText('No invitations yet').waitFor();
    expect(await recruiter.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await recruiter.page.getByRole('link', { name: 'Create your first interview' }).click();
    await recruiter.waitForPath('/interviews/create');
  });

  it('shows an admin the Admin link', async () => {
    await signedInAs('ADMIN');
    await recruiter.openDashboard();
    expect(await recruiter.page.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('shows a failed list with a retry instead of a blank space', async () => {
    await signedInAs();
    // The list asks for the current workspace's interviews.
    const failing = /\/functions\/v1\/api\/interviews\?workspace_id=/;
    await recruiter.page.route(failing, (route) => route.abort('internetdisconnected'));
    await recruiter.open('/dashboard');
    const section = recruiter.section('Your Interviews');
    await section.getByText('Could not load interviews').waitFor({ timeout: 20_000 });
    await recruiter.page.unroute(failing);
    await section.getByRole('button', { name: 'Retry' }).click();
    await section.getByText('No interviews yet').waitFor();
  });

  it('Logout returns to the landing page', async () => {
    await signedInAs();
    await recruiter.openDashboard();
    await recruiter.logout.click();
    await recruiter.waitForPath('/');
  });
});
