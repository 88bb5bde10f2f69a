// The insights screens in Chromium (issue #38, Done when): the owner reads the known interview's
// funnel, where its candidates stop and its raters' calibration (tests/support/insights-fixtures.ts,
// worked out in tests/api/insights.test.ts) from the interview page, and the workspace's from the
// dashboard; a reviewer reads their own calibration alone. axe on each screen.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seedKnownInterview, type KnownInterview } from '../../support/insights-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser();

/** The cells of the row a table names `name` in its first column. */
async function rowOf(page: Page, section: string, name: string): Promise<string[]> {
  const row = page
    .getByRole('region', { name: section })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  return row.getByRole('cell').allInnerTexts();
}

describe('the insights screens', () => {
  let known: KnownInterview;
  beforeAll(async () => {
    known = await seedKnownInterview(screens.sql);
  });

  it("shows the owner the interview's and the workspace's figures", async () => {
    const page = await screens.openPage(known.owner);
    await page.goto(`/interviews/${known.id}`);
    await page.getByRole('link', { name: 'Insights' }).click();
    await page.getByRole('heading', { name: 'Insights', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Funnel' }).getByRole('rowheader', { name: 'Invited' }).waitFor();
    expect(await rowOf(page, 'Funnel', 'Invited')).toEqual(['10', '—', '—']);
    expect(await rowOf(page, 'Funnel', 'Opened the link')).toEqual(['8', '80%', '1 hour']);
    expect(await rowOf(page, 'Funnel', 'Completed')).toEqual(['5', '71.4%', '1.5 hours']);
    expect(await rowOf(page, 'Funnel', 'Decided')).toEqual(['3', '100%', '1 hour']);
    expect(await rowOf(page, 'Where candidates stop', 'Question 1')).toEqual([
      'Tell us about a hard customer',
      '6',
      '1',
    ]);
    expect(await rowOf(page, 'Requests from candidates', 'More time')).toEqual(['1', '1', '0']);
    const calibration = page.getByRole('region', { name: 'Rater calibration' });
    await calibration.getByText('Raters agree well. ICC 0.80 on 5 candidates rated by 3 raters.').waitFor();
    await calibration
      .getByText(
        'Agreement is poor: discuss the anchors of Planning. ICC -0.44 on 5 candidates rated by 3 raters.',
      )
      .waitFor();
    await page.getByRole('img', { name: 'The funnel: candidates at each step' }).waitFor();
    await expectAccessible(page, 'interview insights');

    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Hiring insights' }).click();
    await page.getByRole('heading', { name: 'Hiring insights', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: 'All time' }).click();
    await page
      .getByRole('region', { name: 'By interview' })
      .getByRole('rowheader', { name: known.title })
      .waitFor();
    expect(await rowOf(page, 'By interview', known.title)).toEqual(['10', '5', '50%', '3']);
    await page.getByText('First scorecard: 2.5 hours after completion (median of 5 candidates).').waitFor();
    expect(await rowOf(page, 'How the team keeps up', known.reviewerName)).toEqual(['5', '0', '4.5 hours']);
    await expectAccessible(page, 'workspace insights');
  });

  it('shows a reviewer their own difference from the others, and nothing of the funnel', async () => {
    const page = await screens.openPage(known.reviewer);
    const askedForTheFunnel: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/interviews/${known.id}/insights`))
        askedForTheFunnel.push(request.url());
    });
    await page.goto(`/interviews/${known.id}/insights`);
    const own = page.getByRole('region', { name: 'Your calibration' });
    await own.getByRole('heading', { name: 'Customer focus' }).waitFor();
    await page
      .getByText("The funnel and where candidates stop are for the workspace's owners and recruiters.")
      .waitFor();
    expect(await own.getByRole('rowheader').allInnerTexts()).toEqual([
      known.reviewerName,
      known.reviewerName,
      known.reviewerName,
    ]);
    expect(await own.getByText(/agree|Agreement/).count()).toBe(0);
    // The page knows the reviewer's role, so it never asks for what the api would refuse.
    expect(askedForTheFunnel).toEqual([]);
    await expectAccessible(page, 'interview insights: a reviewer');
  });
});
