// Firefox (Debian's ESR, over WebDriver BiDi): the candidate's take flow and the recruiter's review
// playback, the same walk and page objects as Chromium's (take-and-review-walk.ts).
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser-fixture.ts';
import { takeAndReviewWalk } from './take-and-review-walk.ts';

const screens = useBrowser({ engine: 'firefox' });

describe('Firefox', () => {
  it('takes an interview (video with a retake, audio, text) and plays it back in the review', async () => {
    await takeAndReviewWalk(screens);
  });
});
