// A recruiter invites with a deadline; the candidate's welcome step says when to complete by, in
// the candidate's own time zone, and how many attempts each question has.
import { describe, expect, it } from 'vitest';
import { seedInterview } from '../../support/interview-fixtures.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { uniqueName } from '../../support/users.ts';
import { RecruiterPageObject } from '../recruiter/recruiter.po.ts';
import { useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ timezoneId: 'Asia/Tokyo', locale: 'en-US' });

describe('the deadline', () => {
  it('is set in the invite form and shown on the welcome step', async () => {
    const { user: owner, page } = await screens.signedInAs('RECRUITER');
    const interview = await seedInterview(screens.sql, owner, { questions: 2 });
    await screens.sql`update public.questions set max_attempts = 2 where interview_id = ${interview.id}`;
    const recruiter = new RecruiterPageObject(page);
    await recruiter.open(`/interviews/${interview.id}`);
    const email = `${uniqueName('deadline')}@test.example.com`;
    const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    await recruiter.invite({ firstName: 'Dana', lastName: 'Deadline', email, deadline: day });
    await recruiter.notification('Invitation sent successfully!').waitFor();

    // The end of that day where the recruiter is (the context's Tokyo time, UTC+9).
    const [row] = await screens.sql<{ id: string; expires_at: Date }[]>`
      select id, expires_at from public.invitations where email = ${email}`;
    expect(row?.expires_at.toISOString()).toBe(new Date(`${day}T14:59:00Z`).toISOString());

    const candidate = await screens.openPage();
    await candidate.goto(`/take/${await tokenOf(screens.sql, row?.id ?? '')}`);
    const expected = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Asia/Tokyo',
    }).format(row?.expires_at);
    await candidate.getByText(`Please complete by ${expected}`).waitFor();
    await candidate.getByText('2 attempts per question').waitFor();
  });
});
