// The candidate's data rights in Chromium (issue #20 item 3): Download my data saves a JSON file of
// everything about them with working links to their recordings; Delete my data on an interview asks
// first, saying what goes and what the team keeps, then deletes it at once (the recordings gone from
// Storage); Delete my account asks, deletes everything and signs them out. axe on the portal and
// on each confirmation.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { myDataSchema } from '#contract/candidates';
import { seedProcessedReview } from '../../support/processed-review-fixtures.ts';
import { settledJobs } from '../../support/candidate-data-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { CandidatePageObject } from './candidate.po.ts';

const screens = useBrowser();

async function titleOf(invitationId: string): Promise<string> {
  const [row] = await screens.sql<{ title: string }[]>`
    select i.title from public.interviews i join public.invitations inv on inv.interview_id = i.id
    where inv.id = ${invitationId}`;
  if (!row) throw new Error('No interview');
  return row.title;
}

async function objectsOf(invitationId: string): Promise<number> {
  const [row] = await screens.sql<{ n: number }[]>`
    select count(*)::int as n from storage.objects where bucket_id = 'responses' and name like ${`${invitationId}/%`}`;
  return row?.n ?? 0;
}

describe('the candidate’s data rights', () => {
  it('downloads everything about the candidate, deletes one interview’s data, then the whole account', async () => {
    const review = await seedProcessedReview(screens.sql);
    await settledJobs(screens.sql, [review.invitationId]);
    const title = await titleOf(review.invitationId);
    const page = new CandidatePageObject(await screens.openPage(review.candidate));
    await page.open('/candidate/dashboard');
    const item = page.item('Interview History', title);
    await item.waitFor();
    await expectAccessible(page.page, 'candidate portal: your data');

    const [download] = await Promise.all([
      page.page.waitForEvent('download'),
      page.button('Download my data').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const dir = await mkdtemp(join(tmpdir(), 'my-data-'));
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const data = myDataSchema.parse(JSON.parse(await readFile(file, 'utf8')));
    await rm(dir, { recursive: true, force: true });
    expect(data.profile).toMatchObject({ email: review.candidate.email });
    expect(data.invitations.map((invitation) => invitation.id)).toEqual([review.invitationId]);
    expect(data.recordings).toHaveLength(2);
    const recording = await fetch(data.recordings[0]?.url ?? '');
    expect(recording.status).toBe(200);
    await recording.body?.cancel();

    await item.getByRole('button', { name: `Delete my data for ${title}` }).click();
    const dialog = page.page.getByRole('dialog', { name: 'Delete my data for this interview' });
    await dialog.getByText(/will be deleted now, with the ratings and notes about them/).waitFor();
    await dialog.getByText(/This cannot be undone\./).waitFor();
    await expectAccessible(page.page, 'candidate portal: delete one interview’s data');
    await dialog.getByRole('button', { name: 'Delete my data' }).click();
    await page.notification('Your data for this interview was deleted').waitFor();
    await item.waitFor({ state: 'detached' });
    expect(await objectsOf(review.invitationId)).toBe(0);
    const [invitation] = await screens.sql`
      select first_name, data_deleted_at is not null as deleted from public.invitations where id = ${review.invitationId}`;
    expect(invitation).toEqual({ first_name: 'Deleted', deleted: true });

    await page.button('Delete my account').click();
    const accountDialog = page.page.getByRole('dialog', { name: 'Delete my account and all my data' });
    await accountDialog.getByText(/You will be signed out, and this cannot be undone\./).waitFor();
    await expectAccessible(page.page, 'candidate portal: delete the account');
    await accountDialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.notification('Your account and all your data were deleted').waitFor();
    await expect.poll(() => new URL(page.page.url()).pathname).toBe('/');
    const [user] = await screens.sql`select 1 from auth.users where id = ${review.candidate.id}`;
    expect(user).toBeUndefined();
  });
});
