// Chromium: the walk Firefox and WebKit run too (take-and-review-walk.ts), so the engines are
// compared on the same steps. Chromium's own deeper checks are in tests/e2e/take and reviews.
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser-fixture.ts';
import { takeAndReviewWalk } from './take-and-review-walk.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

describe('Chromium', () => {
  it('takes an interview (video with a retake, audio, text) and plays it back in the review', async () => {
    await takeAndReviewWalk(screens);
  });
});
