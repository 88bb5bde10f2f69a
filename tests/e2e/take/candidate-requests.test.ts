// A candidate's requests, walked in Chromium (issue #19 items 3 to 5): a reminder e-mail read from
// the mail viewer brings the candidate to an interview due soon, where they ask for more time; one
// whose deadline has passed asks from the expired page and the recruiter gives more time on the
// dashboard, whose e-mail's link opens the interview again; an accommodation asked on the welcome
// step is granted on the interview page, and the candidate answers untimed, in writing, which the
// review then shows.
import { Logger, type JobHelpers } from 'graphile-worker';
import { afterAll, describe, expect, it } from 'vitest';
import { queueRemindersTask } from '../../../worker/tasks/queue-reminders.ts';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { latestMail } from '../../support/mail.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { testWorkerContext } from '../../support/worker-context.ts';
import { RecruiterPageObject } from '../recruiter/recruiter.po.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';

const screens = useBrowser();
const worker = testWorkerContext();
const helpers = { logger: new Logger(() => () => undefined) } as unknown as JobHelpers;

afterAll(async () => {
  await worker.sql.end();
});

/** An invitation of `candidate` (or a new address) due `hoursLeft` from now, and its link's token. */
async function invitation(interviewId: string, hoursLeft: number, candidate?: TestUser) {
  const id = await seedInvitation(screens.sql, interviewId, 'PENDING');
  const email = candidate?.email ?? `${uniqueName('requesting')}@test.example.com`;
  await screens.sql`update public.invitations
    set email = ${email}, created_at = now() - interval '10 days',
        expires_at = now() + make_interval(hours => ${hoursLeft})
    where id = ${id}`;
  return { id, email, token: await tokenOf(screens.sql, id) };
}

/** The token of the interview link in the newest e-mail to `email`. */
async function takeLinkIn(email: string, subject: RegExp): Promise<string> {
  const mail = await latestMail(email, { timeoutMs: 30_000 });
  expect(mail.subject).toMatch(subject);
  const link = mail.links.find((href) => href.startsWith(`${config.siteUrl}/take/`));
  if (!link) throw new Error(`No interview link in "${mail.subject}"`);
  return new URL(link).pathname.split('/').pop() ?? '';
}

describe("the candidate's requests", () => {
  it('reminds the candidate by e-mail, whose link opens an interview due soon, where they ask for more time', async () => {
    const { user: owner } = await screens.signedInAs('RECRUITER');
    const interview = await seedInterview(screens.sql, owner, { title: uniqueName('Reminded interview') });
    const due = await invitation(interview.id, 20);
    await queueRemindersTask(worker)({ at: new Date().toISOString() }, helpers);

    const take = new TakePageObject(await screens.openPage());
    await take.open(await takeLinkIn(due.email, /^Reminder: 24 hours left to complete your interview for /));
    await take.heading(interview.title).waitFor();
    await take.button('Ask for more time').click();
    await take.page.getByLabel('Why do you need more time?').fill('I am travelling until Friday');
    await take.button('Send request for more time').click();
    await take.page.getByText(/^You asked for more time on .+ will answer you by e-mail\.$/).waitFor();
  });

  it('lets a candidate whose deadline passed ask for more time, which the recruiter gives on the dashboard', async () => {
    const { user: owner, page } = await screens.signedInAs('RECRUITER');
    const interview = await seedInterview(screens.sql, owner, { title: uniqueName('Expired interview') });
    const late = await invitation(interview.id, -3);

    const take = new TakePageObject(await screens.openPage());
    await take.open(late.token);
    await take.heading("This interview's deadline has passed").waitFor();
    await take.button('Ask for more time').click();
    await take.page.getByLabel('Why do you need more time?').waitFor();
    await take.button('Send request for more time').click();
    await take.page.getByText('Tell the team why, in up to 1000 characters').waitFor();
    await take.page.getByLabel('Why do you need more time?').fill('I was in hospital last week');
    await take.button('Send request for more time').click();
    await take.page.getByText(/^You asked for more time on /).waitFor();

    const recruiter = new RecruiterPageObject(page);
    await recruiter.open('/dashboard');
    const card = recruiter.section('Candidate requests (1)');
    const request = card.getByRole('listitem', { name: 'More time for Casey Candidate' });
    await request.getByText('I was in hospital last week').waitFor();
    await request.getByRole('button', { name: 'Give 7 more days' }).click();
    await recruiter.notification('Casey Candidate has 7 more days').waitFor();
    await card.waitFor({ state: 'detached' });

    await take.open(await takeLinkIn(late.email, /^Your request for more time: /));
    await take.startInterview.waitFor();
  });

  it('grants an accommodation asked on the welcome step: untimed, written answers, shown on the review', async () => {
    const { user: owner, page } = await screens.signedInAs('RECRUITER');
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const interview = await seedInterview(screens.sql, owner, {
      title: uniqueName('Accommodated interview'),
    });
    const open = await invitation(interview.id, 100, candidate);

    const take = new TakePageObject(await screens.openPage(candidate));
    await take.open(open.token);
    await take.heading('Need more time or an accommodation?').waitFor();
    await expect(take.button('Ask for more time').count()).resolves.toBe(0);
    await take.button('Ask for an accommodation').click();
    await take.page.getByLabel('What do you need, and why?').fill('I cannot use a camera');
    await take.button('Send request').click();
    await take.page.getByText(/^You asked for an accommodation on /).waitFor();

    const recruiter = new RecruiterPageObject(page);
    await recruiter.open(`/interviews/${interview.id}`);
    const request = recruiter
      .section('Candidate requests')
      .getByRole('listitem', { name: 'Accommodation for Casey Candidate' });
    await request.getByRole('button', { name: 'Grant accommodations' }).click();
    const dialog = recruiter.page.getByRole('dialog', { name: 'Accommodations for Casey Candidate' });
    await dialog.getByText('I cannot use a camera').waitFor();
    await dialog.getByLabel('Time to answer').click();
    await recruiter.page.getByRole('option', { name: 'No time limit' }).click();
    await dialog.getByLabel('May answer in writing instead of on camera').check();
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await recruiter.notification('Accommodations granted to Casey Candidate').waitFor();

    await take.page.reload();
    await take.page
      .getByText('Your accommodations: no time limit on answers, answering in writing instead of on camera')
      .waitFor();
    await take.startInterview.click();
    await take.agreeToNotice();
    await take.heading('Camera and microphone check').waitFor();
    await take.button('Continue without camera').click();
    await take.questionHeading(1, 1).waitFor();
    await take.page.getByText('No time limit').waitFor();
    await take.page.getByText('Write my answer').click();
    await take.answerWithText('I would start by listening to the team.');
    expect(await take.timeRemaining.count()).toBe(0);
    await take.complete.click();
    await take.completeHeading.waitFor();

    await recruiter.open(`/reviews/${open.id}`);
    await recruiter.page
      .getByText('No time limit on answers, answering in writing instead of on camera')
      .waitFor();
    await recruiter.page.getByText('I would start by listening to the team.').waitFor();
  });

  it('lets the recruiter set accommodations when inviting, and change them from the invitation menu', async () => {
    const { user: owner, page } = await screens.signedInAs('RECRUITER');
    const interview = await seedInterview(screens.sql, owner, {
      title: uniqueName('Invited with accommodations'),
    });
    const email = `${uniqueName('accommodated')}@test.example.com`;
    const recruiter = new RecruiterPageObject(page);
    await recruiter.open(`/interviews/${interview.id}`);
    await recruiter.inviteCandidate.click();
    const dialog = recruiter.page.getByRole('dialog', { name: 'Invite Candidate' });
    await dialog.getByLabel('First Name').fill('Ira');
    await dialog.getByLabel('Last Name').fill('Invited');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByRole('button', { name: 'Accommodations' }).click();
    await dialog.getByLabel('Time to answer').click();
    await recruiter.page.getByRole('option', { name: 'Twice the time' }).click();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await recruiter.notification('Invitation sent successfully!').waitFor();
    const accommodationsOf = async () =>
      (
        await screens.sql<{ time: string; extra_attempts: number }[]>`
          select time_accommodation as time, extra_attempts from public.invitations where email = ${email}`
      )[0];
    expect(await accommodationsOf()).toEqual({ time: 'DOUBLE', extra_attempts: 0 });

    await recruiter.chooseAction('Ira Invited', 'Accommodations');
    const edit = recruiter.page.getByRole('dialog', { name: 'Accommodations for Ira Invited' });
    await edit.getByLabel('Extra attempts at each question').click();
    await recruiter.page.getByRole('option', { name: '2 more' }).click();
    await edit.getByRole('button', { name: 'Save accommodations' }).click();
    await recruiter.notification('Accommodations saved').waitFor();
    expect(await accommodationsOf()).toEqual({ time: 'DOUBLE', extra_attempts: 2 });
  });
});
