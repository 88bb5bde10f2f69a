// Bulk invitations walked in Chromium (issue #19 item 6): a 1,000-row CSV with 50 bad rows is
// uploaded and previewed with each row's problem, then sent in batches; the page is reloaded half
// way and the send continued. Afterwards exactly the 950 valid rows are invited, each e-mailed once.
import { describe, expect, it } from 'vitest';
import { seedInterview } from '../../support/interview-fixtures.ts';
import { latestMail } from '../../support/mail.ts';
import { uniqueName } from '../../support/users.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { RecruiterPageObject } from './recruiter.po.ts';
import { waitInPage } from '../support/wait-in-page.ts';

const screens = useBrowser();

/** 950 good rows, then 20 bad e-mails, 15 repeats of good addresses and 15 rows without a first name, shuffled in. */
function thousandRows(prefix: string): string {
  const good = Array.from({ length: 950 }, (_, n) => `"Ada ${n}",Lovelace,${prefix}-${n}@test.example.com`);
  const bad = [
    ...Array.from({ length: 20 }, (_, n) => `Bad,Mail,${prefix}-bad-${n}-at-example`),
    ...Array.from({ length: 15 }, (_, n) => `Again,Twice,${prefix}-${n * 7}@test.example.com`),
    ...Array.from({ length: 15 }, (_, n) => `,Nameless,${prefix}-nameless-${n}@test.example.com`),
  ];
  // Every 19th line is a bad one, so errors sit all through the file.
  const lines: string[] = [];
  for (let index = 0; good.length + bad.length > 0; index++) {
    const next = index % 19 === 18 && bad.length > 0 ? bad.shift() : (good.shift() ?? bad.shift());
    if (next !== undefined) lines.push(next);
  }
  return ['First name,Last name,E-mail', ...lines].join('\n');
}

describe('bulk invitations', () => {
  it('previews 1,000 rows, sends the 950 valid ones across a reload, and invites each once', async () => {
    const { user: owner, page } = await screens.signedInAs('RECRUITER');
    const interview = await seedInterview(screens.sql, owner);
    const prefix = uniqueName('bulk');
    const recruiter = new RecruiterPageObject(page);
    // Each batch answers a little later, as over a real network, so the reload lands mid-way.
    await page.route('**/invitations/bulk', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 250));
      await route.continue();
    });

    await recruiter.open(`/interviews/${interview.id}`);
    await recruiter.link('Invite in bulk').click();
    await recruiter.heading('Invite in bulk').waitFor();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'candidates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(thousandRows(prefix)),
    });
    await page.getByText('950 ready, 50 with errors').waitFor({ timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Rows to invite' });
    await table.getByText('Enter a valid e-mail address').first().waitFor();
    // 1,000 rows in pages of 50.
    await page.getByRole('button', { name: '20', exact: true }).waitFor();

    await recruiter.button('Send 950 invitations').click();
    await waitInPage(
      page,
      `(() => {
      const match = /^Sent (\\d+) of 950$/.exec(document.querySelector('[role="status"]')?.textContent ?? '');
      return match !== null && Number(match[1]) >= 400;
    })()`,
    );
    await page.reload();
    await page.getByText(/^Sending was interrupted: \d+ of 950 sent\.$/).waitFor();
    await recruiter.button('Continue sending').click();
    await page
      .getByText('950 invited, 0 skipped as already invited, 0 failed.')
      .waitFor({ timeout: 120_000 });

    const [counts] = await screens.sql<{ invitations: number; mails: number; addresses: number }[]>`
      select (select count(*)::int from public.invitations where interview_id = ${interview.id}) as invitations,
             count(*)::int as mails, count(distinct o.to_email)::int as addresses
      from public.mail_outbox o join public.invitations inv on inv.id = o.invitation_id
      where inv.interview_id = ${interview.id} and o.kind = 'INVITATION'`;
    expect(counts).toEqual({ invitations: 950, mails: 950, addresses: 950 });
    // An invitation of the file, as the candidate gets it (the worker sends them in the background).
    const mail = await latestMail(`${prefix}-0@test.example.com`, { timeoutMs: 120_000 });
    expect(mail.text).toContain('Ada 0');
  });
});
