// The OWNER compares an interview's two candidates: the table shows the means, counts, AI score
// and decision; a header click reorders the rows; Export CSV downloads exactly the rows shown.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { toCsv } from '#contract/csv';
import { seedComparison } from '../../support/comparison-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser();

describe('compare candidates', () => {
  it('shows the values, sorts by a column and exports the rows shown as CSV', async () => {
    const { world, interviewId, first, second } = await seedComparison(screens.sql);
    const page = await screens.openPage(world.owner);
    await page.goto(`/interviews/${interviewId}`);
    await page.getByRole('link', { name: 'Compare candidates' }).click();
    await page.getByRole('heading', { name: 'Compare candidates' }).waitFor();
    const table = page.getByRole('table', { name: 'Compared candidates' });
    await table.getByRole('cell', { name: first.name }).waitFor();

    const cells = async () =>
      Promise.all((await table.locator('tbody tr').all()).map((row) => row.locator('td').allTextContents()));
    const header = await table.locator('thead th').allTextContents();
    expect(header).toEqual([
      'Candidate ▲',
      'Status',
      'Completed',
      'Problem solving',
      'Communication',
      'Overall',
      'Raters',
      'AI score (assistant)',
      'Decision',
    ]);
    const today = (await cells())[0]?.[2] ?? '';
    const expected = {
      [first.name]: [first.name, 'Completed', today, '3.25', '3.50', '3.33', '2', '76', 'Advance'],
      [second.name]: [second.name, 'Completed', today, '2.50', '5.00', '3.33', '1', '—', '—'],
    };
    expect((await cells()).sort()).toEqual(Object.values(expected).sort());
    await page
      .getByText("The AI score is the assistant's reading of the answers; people make the decision.")
      .waitFor();
    await expectAccessible(page, 'compare candidates');

    // Communication descending: 5.00 (second) before 3.50 (first).
    await table.getByRole('button', { name: 'Communication' }).click();
    await table.getByRole('button', { name: /Communication/ }).click();
    await expect.poll(async () => (await cells()).map((row) => row[0])).toEqual([second.name, first.name]);
    expect(await table.locator('thead th').nth(4).getAttribute('aria-sort')).toBe('descending');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^comparison-[a-z0-9-]+\.csv$/);
    // The browser runs apart from the test (a remote connection), so the file is saved here first.
    const dir = await mkdtemp(join(tmpdir(), 'comparison-'));
    const file = join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const text = await readFile(file, 'utf8');
    await rm(dir, { recursive: true, force: true });
    const plainHeader = header.map((h) => h.replace(/ [▲▼]$/, ''));
    expect(text).toBe(toCsv(plainHeader, await cells()));
    expect(text.split('\r\n')[1]?.startsWith(second.name)).toBe(true);
    // The export is in the workspace's audit trail, as the owner's.
    const [recorded] = await screens.sql<{ n: number }[]>`
      select count(*)::int as n from public.audit_events
      where action = 'EXPORTED' and interview_id = ${interviewId} and actor_id = ${world.owner.id}`;
    expect(recorded?.n).toBe(1);
  });
});
