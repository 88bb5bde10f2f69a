// A recruiter saves an interview as a draft, publishes it, invites, closes it (the candidate's
// link then says it is closed, with whom to ask), reopens it and duplicates it; and a link whose
// deadline has passed says so, with the recruiter's contact.
import { describe, expect, it } from 'vitest';
import { seedInvitation } from '../../support/interview-fixtures.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { uniqueName } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { RecruiterPageObject } from './recruiter.po.ts';

const screens = useBrowser();

describe('the interview lifecycle', () => {
  it('draft, publish, close (the link says closed), reopen and duplicate', async () => {
    const page = await screens.openPage();
    const recruiter = new RecruiterPageObject(page);
    const owner = await screens.signIn(page, 'RECRUITER');
    await recruiter.open('/interviews/create');
    const title = uniqueName('Lifecycle interview');
    await recruiter.fillInterview({ title, questions: [{ text: 'Why us?', format: 'TEXT' }] });
    await recruiter.button('Save as draft').click();
    await recruiter.waitForPath(/^\/interviews\/[0-9a-f-]{36}$/);
    const id = recruiter.pathname().split('/').pop() ?? '';
    await recruiter.heading(title).waitFor();
    await page.getByText('Publish the interview to invite candidates.').waitFor();
    expect(await recruiter.inviteCandidate.isDisabled()).toBe(true);

    await recruiter.button('Publish').click();
    await recruiter.notification('Interview published').waitFor();
    await expect.poll(() => recruiter.inviteCandidate.isEnabled()).toBe(true);
    const invitation = await seedInvitation(screens.sql, id, 'PENDING');
    const token = await tokenOf(screens.sql, invitation);

    await recruiter.button('Close interview').click();
    await recruiter.dialog('Close interview').getByRole('button', { name: 'Close interview' }).click();
    await recruiter.notification('Interview closed').waitFor();
    await page.getByText('Closed interviews take no new invitations.').waitFor();

    const candidatePage = await screens.openPage();
    await candidatePage.goto(`/take/${token}`);
    await candidatePage.getByRole('heading', { name: 'This interview is closed' }).waitFor();
    await candidatePage.getByRole('link', { name: owner.email }).waitFor();
    await expectAccessible(candidatePage, 'a closed interview’s link');

    await recruiter.button('Reopen').click();
    await recruiter.notification('Interview reopened').waitFor();
    await candidatePage.reload();
    await candidatePage.getByRole('button', { name: 'Start Interview' }).waitFor();

    await recruiter.button('Duplicate').click();
    await recruiter.notification('Interview duplicated as a draft').waitFor();
    await recruiter.heading(`Copy of ${title}`).waitFor();
    expect(recruiter.pathname()).not.toBe(`/interviews/${id}`);
    await recruiter.button('Publish').waitFor();
  });

  it('a link past its deadline says so, with whom to ask', async () => {
    const { user: owner } = await screens.signedInAs('RECRUITER');
    const [interview] = await screens.sql<{ id: string; title: string }[]>`
      insert into public.interviews (recruiter_id, title) values (${owner.id}, ${uniqueName('Late interview')})
      returning id, title`;
    await screens.sql`insert into public.questions (interview_id, order_number, text) values (${interview?.id ?? ''}, 1, 'Q')`;
    const invitation = await seedInvitation(screens.sql, interview?.id ?? '', 'PENDING');
    await screens.sql`update public.invitations set created_at = now() - interval '10 days',
                        expires_at = now() - interval '1 day' where id = ${invitation}`;
    const page = await screens.openPage();
    await page.goto(`/take/${await tokenOf(screens.sql, invitation)}`);
    await page.getByRole('heading', { name: "This interview's deadline has passed" }).waitFor();
    await page.getByRole('link', { name: owner.email }).waitFor();
    await expectAccessible(page, 'an expired link');
  });
});
