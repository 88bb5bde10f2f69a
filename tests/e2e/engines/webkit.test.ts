// WebKit (Debian's WebKitGTK MiniBrowser, over classic WebDriver): the candidate's take flow and the
// recruiter's review playback, the walk and page objects of Chromium and Firefox
// (take-and-review-walk.ts), as far as WebKitGTK here allows (docs/testing-guide.md, "Browser
// engines").
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser-fixture.ts';
import { takeAndReviewWalk } from './take-and-review-walk.ts';

const screens = useBrowser({ engine: 'webkit' });

/**
 * A journey's budget, as the other journeys have: WebKitGTK over WebDriver is the slowest engine
 * to drive, and its walk waits for three recordings through the worker (the retaken audio answer,
 * Safari's MP4 and its transcript), 55 to 60 s in a whole run on this machine.
 */
const WALK_TIMEOUT_MS = 120_000;

describe('WebKit', () => {
  it(
    'takes an interview (audio with a retake, text) and plays it back in the review',
    async () => {
      await takeAndReviewWalk(screens);
    },
    WALK_TIMEOUT_MS,
  );
});
