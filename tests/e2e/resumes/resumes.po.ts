import type { Locator } from 'playwright-core';
import { PageObject } from '../support/page-object.ts';
import { waitInPage } from '../support/wait-in-page.ts';

/** The video resume screens: the recorder at /candidate/create-resume and the view page. */
export class ResumesPageObject extends PageObject {
  // Section: the recorder ------------------------------------------------------------------------

  async openRecorder(): Promise<void> {
    await this.page.goto('/candidate/create-resume');
  }

  get titleInput(): Locator {
    return this.page.getByLabel('Title');
  }

  get descriptionInput(): Locator {
    return this.page.getByLabel('Description');
  }

  checkbox(name: 'Enable Video' | 'Enable Audio'): Locator {
    return this.page.getByRole('checkbox', { name });
  }

  get initialize(): Locator {
    return this.button('Initialize Camera & Microphone');
  }

  get recordingIndicator(): Locator {
    return this.page.getByRole('status').filter({ hasText: 'Recording' });
  }

  /** Records `seconds` of the fake camera (the timer shows the time passing), then stops. */
  async record(seconds = 3): Promise<void> {
    await this.button('Start Recording').click();
    await this.recordingIndicator.waitFor();
    await waitInPage(
      this.page,
      `(() => {
      const [minutes = '0', secs = '0'] = (document.querySelector('[role="timer"]')?.textContent ?? '').split(':');
      return Number(minutes) * 60 + Number(secs) >= ${seconds};
    })()`,
    );
    await this.button('Stop Recording').click();
  }

  get preview(): Locator {
    return this.page.getByLabel('Recording preview');
  }

  /** From the preview: Continue to Upload, Upload Video Resume, until 'Upload Successful!'. */
  async uploadPreviewed(): Promise<void> {
    await this.button('Continue to Upload').click();
    await this.button('Upload Video Resume').click();
    await this.heading('Upload Successful!').waitFor({ timeout: 30_000 });
  }

  /** The notice shown while uploads fail and are retried. */
  get connectionProblem(): Locator {
    return this.page.getByText(/^Your connection has a problem\./);
  }

  get uploadFailed(): Locator {
    return this.page.getByRole('alert').filter({ hasText: 'Upload Failed' });
  }

  // Section: the view page -----------------------------------------------------------------------

  async openResume(path: string): Promise<void> {
    await this.page.goto(path);
  }

  get player(): Locator {
    return this.page.locator('video[aria-label^="Video resume"]');
  }

  get viewsCount(): Locator {
    return this.page.getByTestId('views-count');
  }

  /** Plays the resume for a moment, then seeks into it: both need the signed URL's byte ranges. */
  async playAndSeek(): Promise<{ playedTo: number; seekedTo: number }> {
    await this.player.waitFor();
    return this.player.evaluate<{ playedTo: number; seekedTo: number }, unknown>(`(async () => {
      const video = document.querySelector('video[aria-label^="Video resume"]');
      video.muted = true;
      await video.play();
      await new Promise((resolve) => {
        const check = () => (video.currentTime > 0.5 ? resolve() : requestAnimationFrame(check));
        check();
      });
      const playedTo = video.currentTime;
      video.pause();
      await new Promise((resolve) => {
        video.addEventListener('seeked', resolve, { once: true });
        video.currentTime = 1.5;
      });
      return { playedTo, seekedTo: video.currentTime };
    })()`);
  }
}
