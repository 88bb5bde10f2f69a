// axe-core on the recruiter's screens with data in them: the dashboard (with its menus and
// dialogs), create interview (blank, with errors, with a choice question's options, Start from a
// template, and its drafts from a job description), interview detail (with invitations, the invite
// and save-as-template dialogs, and for a missing id), the reviews list and a review, and the admin
// control room.
import { describe, it } from 'vitest';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { seedProcessedReview } from '../../support/processed-review-fixtures.ts';
import { createTestUser, type TestUser } from '../../support/users.ts';
import { AdminPageObject } from '../admin/admin.po.ts';
import { RecruiterPageObject } from '../recruiter/recruiter.po.ts';
import { ReviewsPageObject } from '../reviews/reviews.po.ts';
import { expectAccessible } from './axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

/** A recruiter with an interview holding an invitation in each status a recruiter acts on. */
async function recruiterWithInterview(): Promise<{ recruiter: TestUser; id: string; title: string }> {
  const recruiter = await createTestUser(config, { role: 'RECRUITER' });
  const interview = await seedInterview(screens.sql, recruiter, { questions: 2 });
  for (const status of ['PENDING', 'STARTED', 'COMPLETED', 'REVIEWED'] as const) {
    await seedInvitation(screens.sql, interview.id, status);
  }
  return { recruiter, id: interview.id, title: interview.title };
}

describe('the recruiter screens have no serious accessibility violations', () => {
  it('the dashboard, its interview menu and the delete dialog', async () => {
    const { recruiter, title } = await recruiterWithInterview();
    const hub = new RecruiterPageObject(await screens.openPage(recruiter));
    await hub.openDashboard();
    await hub.interviewRow(title).waitFor();
    await hub.waitForTile('Total Interviews', 1);
    await expectAccessible(hub.page, 'dashboard');

    await hub.page.getByRole('button', { name: `Actions for ${title}`, exact: true }).click();
    await hub.page.getByRole('menu').waitFor();
    await expectAccessible(hub.page, 'dashboard: interview menu');
    await hub.menuItem('Delete Interview').click();
    await hub.page.getByRole('dialog').waitFor();
    await expectAccessible(hub.page, 'dashboard: delete interview dialog');
  });

  it('create interview, blank, after a refused submit, and with a choice question', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const hub = new RecruiterPageObject(await screens.openPage(recruiter));
    await hub.open('/interviews/create');
    await hub.submitInterview.waitFor();
    await expectAccessible(hub.page, 'create interview');
    await hub.submitInterview.click();
    await hub.page.getByText('Title is required').first().waitFor();
    await expectAccessible(hub.page, 'create interview: errors');
    await hub.page.getByLabel('Response format').first().selectOption('CHOICE');
    await hub.page.getByRole('button', { name: 'Add option' }).waitFor();
    await expectAccessible(hub.page, 'create interview: a choice question and its options');
  });

  it('create interview: the drafts from a job description, with a note of what was left out', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const hub = new RecruiterPageObject(await screens.openPage(recruiter));
    await hub.open('/interviews/create');
    await hub.page.getByRole('button', { name: 'Draft from a job description' }).click();
    await hub.page.getByRole('dialog').waitFor();
    // The local AI provider answers this draft (tests/support/openai-server.ts).
    const anchors = ['Vague', 'Some detail', 'Clear', 'Clear with results', 'Measured and reflective'];
    const draft = {
      questions: [
        { text: 'How old are you?', response_format: 'VIDEO', time_limit_seconds: 60, thinking_seconds: 0 },
        {
          text: 'Tell me about an upset customer.',
          response_format: 'TEXT',
          time_limit_seconds: 120,
          thinking_seconds: 30,
        },
      ],
      competencies: [{ name: 'Customer focus', description: 'Puts the customer first', anchors }],
    };
    const script = Buffer.from(JSON.stringify(draft)).toString('base64url');
    await hub.page
      .getByRole('textbox', { name: 'Job description' })
      .fill(
        `Store supervisor leading a team of six and handling complaints. [openai-test:content=${script}]`,
      );
    await hub.page.getByRole('button', { name: 'Generate drafts' }).click();
    await hub.page.getByRole('button', { name: 'Accept all' }).waitFor();
    await expectAccessible(hub.page, 'create interview: drafts from a job description');
  });

  it('interview detail, its invite dialog, and a missing interview', async () => {
    const { recruiter, id, title } = await recruiterWithInterview();
    const hub = new RecruiterPageObject(await screens.openPage(recruiter));
    await hub.open(`/interviews/${id}`);
    await hub.heading(title, 1).waitFor();
    await hub.waitForStatistic('Total Invitations', 4);
    await expectAccessible(hub.page, 'interview detail');

    await hub.inviteCandidate.click();
    await hub.page.getByRole('dialog').waitFor();
    await expectAccessible(hub.page, 'interview detail: invite dialog');
    await hub.page.keyboard.press('Escape');
    await hub.page.getByRole('button', { name: 'Save as template' }).click();
    await hub.page.getByLabel('Template name').waitFor();
    await expectAccessible(hub.page, 'interview detail: save as template');

    await hub.open(`/interviews/${crypto.randomUUID()}`);
    await hub.heading('Interview not found').waitFor();
    await expectAccessible(hub.page, 'interview detail: not found');
  });

  it('the reviews list and a review with its video, audio and text answers', async () => {
    // The states the worker leaves (issue #16): a prepared recording with its transcript, speed
    // control and analysis; a failed analysis with Retry; a recording still being prepared.
    const review = await seedProcessedReview(screens.sql);
    const reviews = new ReviewsPageObject(await screens.openPage(review.recruiter));
    await reviews.openList();
    await reviews.counterShows('Pending Review', 1);
    await expectAccessible(reviews.page, 'reviews list');

    await reviews.openReviewOf('Casey Candidate');
    await reviews.markReviewed.waitFor();
    for (const question of ['Question 1', 'Question 2', 'Question 3']) {
      await reviews.question(new RegExp(question)).click();
      await reviews.page.getByRole('heading', { name: question, level: 2 }).waitFor();
      await expectAccessible(reviews.page, `review detail: ${question}`);
    }
  });

  it('an empty reviews list', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const reviews = new ReviewsPageObject(await screens.openPage(recruiter));
    await reviews.openList();
    await reviews.page.getByText('No completed interviews').waitFor();
    await expectAccessible(reviews.page, 'reviews list: empty');
  });

  it('the admin control room, a user menu and the delete dialog', async () => {
    const admin = await createTestUser(config, { role: 'ADMIN' });
    const member = await createTestUser(config, { role: 'RECRUITER' });
    const room = new AdminPageObject(await screens.openPage(admin));
    await room.openControlRoom();
    await room.search(member.email);
    await room.userRow(member.email).waitFor();
    await expectAccessible(room.page, 'admin');

    await room.openMenu(member.email);
    await expectAccessible(room.page, 'admin: user menu');
    await room.menu.getByRole('menuitem', { name: 'Delete User' }).click();
    await room.page.getByRole('dialog').waitFor();
    await expectAccessible(room.page, 'admin: delete user dialog');
  });
});
