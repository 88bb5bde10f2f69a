// WebKit (Debian's WebKitGTK MiniBrowser, over classic WebDriver): the candidate's take flow and the
// recruiter's review playback, the walk and page objects of Chromium and Firefox
// (take-and-review-walk.ts), as far as WebKitGTK here allows (docs/testing-guide.md, "Browser
// engines").
import { describe, it } from 'vitest';
import { useBrowser } from '../support/browser-fixture.ts';
import { takeAndReviewWalk } from './take-and-review-walk.ts';

const screens = useBrowser({ engine: 'webkit' });

describe('WebKit', () => {
  it('takes an interview (audio with a retake, text) and plays it back in the review', async () => {
    await takeAndReviewWalk(screens);
  });
});
