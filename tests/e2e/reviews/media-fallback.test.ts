import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../support/interview-fixtures.ts';
import { seedUnprocessedReview } from '../../support/processed-review-fixtures.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { useBrowser } from '../support/browser-fixture.ts';
import { ReviewsPageObject } from './reviews.po.ts';

/** The refreshes of the review the player may ask for before it gives up (issue #14 item 12). */
const MAX_REFRESHES = 3;

const screens = useBrowser();
let sql: Database;

beforeAll(() => {
  sql = screens.sql;
});

/**
 * The review page of a new completed interview, with a counter of its review and media requests.
 * The worker could not prepare its recordings, so the originals play, and nothing in progress makes
 * the page poll: every fetch of the review counted is the player's.
 */
async function openReview(options: { videoBytes?: Uint8Array; media?: (page: Page) => Promise<unknown> }) {
  const seeded = await seedUnprocessedReview(
    sql,
    options.videoBytes ? { videoBytes: options.videoBytes } : {},
  );
  const page = await screens.openPage(seeded.recruiter);
  const counts = { reviews: 0, media: 0 };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.endsWith(`/api/reviews/${seeded.invitationId}`))
      counts.reviews++;
    if (url.pathname.includes(`/storage/v1/object/sign/responses/${seeded.invitationId}/`)) counts.media++;
  });
  await options.media?.(page);
  const reviews = new ReviewsPageObject(page);
  await page.goto(`/reviews/${seeded.invitationId}`);
  await reviews.question(/Question 2/).click();
  return { reviews, page, counts, mediaPath: seeded.media.video };
}

/** The spec's fallback, with its download link to the recording and Retry. */
async function expectFallback(page: Page, mediaPath: string) {
  await page.getByText('Media Load Error').waitFor({ timeout: 30_000 });
  await page.getByText('Video response temporarily unavailable').waitFor();
  const download = page.getByRole('link', { name: 'Download the recording' });
  expect(await download.getAttribute('href')).toContain(`/storage/v1/object/sign/responses/${mediaPath}`);
  expect(await page.getByLabel('Video response').count()).toBe(0);
}

/** Retry asks for fresh links once and loads the media once more, then shows the fallback again. */
async function expectOneTryPerRetry(
  page: Page,
  mediaPath: string,
  counts: { reviews: number; media: number },
) {
  for (let press = 1; press <= 2; press++) {
    const before = { ...counts };
    // The player's Retry, not those of the failed recording and analysis.
    await page.getByRole('button', { name: 'Retry', exact: true }).click();
    // Retry first fetches fresh links, then loads the media: on a busy machine that takes a while.
    await expect.poll(() => counts.media, { timeout: 30_000 }).toBeGreaterThan(before.media);
    await expectFallback(page, mediaPath);
    expect(counts.reviews - before.reviews).toBe(1);
    expect(counts.media - before.media).toBeGreaterThanOrEqual(1);
    expect(counts.media - before.media).toBeLessThanOrEqual(2);
  }
}

describe('an answer whose recording cannot be played', () => {
  it('when storage answers 500: a bounded number of refreshes, then the fallback; Retry tries once per press', async () => {
    const { page, counts, mediaPath } = await openReview({
      media: (page) =>
        page.route('**/storage/v1/object/sign/responses/**', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal"}' }),
        ),
    });
    await expectFallback(page, mediaPath);
    await expectAccessible(page, 'review: media fallback');
    // The first load plus at most three refreshes; each refreshed link is fetched a bounded number of times.
    expect(counts.reviews).toBeGreaterThanOrEqual(2);
    expect(counts.reviews).toBeLessThanOrEqual(1 + MAX_REFRESHES);
    expect(counts.media).toBeLessThanOrEqual(2 * (1 + MAX_REFRESHES));
    await expectOneTryPerRetry(page, mediaPath, counts);
  });

  it('when the connection is refused: the same bounded refreshes and the fallback', async () => {
    const { page, counts, mediaPath } = await openReview({
      media: (page) =>
        page.route('**/storage/v1/object/sign/responses/**', (route) => route.abort('connectionrefused')),
    });
    await expectFallback(page, mediaPath);
    expect(counts.reviews).toBeLessThanOrEqual(1 + MAX_REFRESHES);
    expect(counts.media).toBeLessThanOrEqual(2 * (1 + MAX_REFRESHES));
    await expectOneTryPerRetry(page, mediaPath, counts);
  });

  it('when the stored object is random bytes behind a WebM signature: the fallback', async () => {
    const ebmlSignature = Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3]);
    const videoBytes = new Uint8Array([...ebmlSignature, ...randomBytes(64 * 1024)]);
    const { page, counts, mediaPath } = await openReview({ videoBytes });
    await expectFallback(page, mediaPath);
    expect(counts.reviews).toBeLessThanOrEqual(1 + MAX_REFRESHES);
    expect(counts.media).toBeLessThanOrEqual(2 * (1 + MAX_REFRESHES));
    await expectOneTryPerRetry(page, mediaPath, counts);
  });
});
