import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { AuthPageObject } from '../support/auth.po.ts';
import { PageObject } from '../support/page-object.ts';
import { waitInPage } from '../support/wait-in-page.ts';

/** The candidate's /take/:token flow: welcome, auth, notice, tech check, interview, complete. */
export class TakePageObject extends PageObject {
  readonly auth = new AuthPageObject(this.page);

  /** Opens the invitation link /take/{token}. */
  override async open(token: string): Promise<void> {
    await this.page.goto(`/take/${token}`);
  }

  /** The accessible name of the focused element, roughly: aria-label, its label, or its text. */
  async focusedText(): Promise<string> {
    return this.page.evaluate<string>(`(${focusedName})(false)`);
  }

  /**
   * Once the control named `name` is on screen and enabled, presses Tab (at most `limit` times) until
   * it has the focus, as a keyboard user waits for a button before tabbing to it. Only an element the
   * Tab key stops at counts: a container the page focused in code (tabindex -1) may carry the same
   * text as a control inside it.
   */
  async tabTo(name: string, limit = 40): Promise<void> {
    const control = this.page
      .getByRole('button', { name, exact: true })
      .or(this.page.getByRole('link', { name, exact: true }))
      .or(this.page.getByLabel(name, { exact: true }))
      .first();
    await control.waitFor();
    await expect.poll(() => control.isEnabled()).toBe(true);
    for (let presses = 0; presses < limit; presses++) {
      await this.page.keyboard.press('Tab');
      if ((await this.page.evaluate<string>(`(${focusedName})(true)`)) === name) return;
    }
    throw new Error(`Tab never reached '${name}'`);
  }

  // Section: welcome and auth --------------------------------------------------------------------

  get startInterview() {
    return this.button('Start Interview');
  }

  get whatToExpect() {
    return this.page.getByRole('region', { name: 'What to expect' });
  }

  signInLink() {
    return this.page.getByRole('link', { name: 'Sign in' });
  }

  get createAccount() {
    return this.page.getByRole('link', { name: 'Create Account & Continue' });
  }

  // Section: notice and consent ------------------------------------------------------------------

  get noticeHeading() {
    return this.heading('Before you start');
  }

  /** The AI choice of the notice: allow or decline. */
  aiChoice(allowed: boolean): Locator {
    return this.page.getByRole('radio', {
      name: allowed ? 'Allow AI analysis of my answers' : 'Do not use AI analysis on my answers',
    });
  }

  get agreeAndContinue() {
    return this.button('I agree, continue');
  }

  /** On the notice: makes the AI choice and agrees, which leads to the tech check. */
  async agreeToNotice(aiAllowed = true): Promise<void> {
    await this.noticeHeading.waitFor();
    await this.aiChoice(aiAllowed).check();
    await this.agreeAndContinue.click();
  }

  // Section: tech check --------------------------------------------------------------------------

  get testDevices() {
    return this.button('Test Camera & Microphone');
  }

  /** A checklist row of the tech check: 'Camera Access', 'Microphone Access', 'Internet Connection'. */
  checkItem(name: string): Locator {
    return this.page
      .getByRole('list', { name: 'System check' })
      .getByRole('listitem')
      .filter({ hasText: name });
  }

  /** The live level of the microphone (0-100), shown on the tech check and AUDIO questions. */
  get microphoneLevel() {
    return this.page.getByRole('progressbar', { name: 'Microphone level' });
  }

  /** Waits until the microphone level meter moves (the fake device plays a tone now and then). */
  async hearMicrophone(): Promise<void> {
    await this.microphoneLevel.waitFor();
    await expect
      .poll(async () => Number(await this.microphoneLevel.getAttribute('aria-valuenow')), { timeout: 10_000 })
      .toBeGreaterThan(0);
  }

  get continueToInterview() {
    return this.button('Continue to Interview');
  }

  /** From the welcome step of a signed-in candidate to the first open question. */
  async startAndPassTechCheck(): Promise<void> {
    await this.startAndContinue();
    await this.heading(/^Question \d+ of \d+$/).waitFor();
  }

  /** Start Interview, the notice, the device test, then Continue to Interview (which starts the interview). */
  async startAndContinue(aiAllowed = true): Promise<void> {
    await this.startInterview.click();
    await this.agreeToNotice(aiAllowed);
    await this.heading('Camera and microphone check').waitFor();
    await this.testDevices.click();
    await this.continueToInterview.click();
  }

  // Section: interview ---------------------------------------------------------------------------

  questionHeading(n: number, of: number): Locator {
    return this.heading(`Question ${n} of ${of}`);
  }

  get startRecording() {
    return this.button('Start Recording');
  }

  get stopRecording() {
    return this.button('Stop Recording');
  }

  get retake() {
    return this.button(/^Retake \(\d+ left\)$/);
  }

  get recorded() {
    return this.page.getByText('Response recorded successfully');
  }

  get timeRemaining() {
    return this.page.getByRole('timer', { name: 'Time remaining' });
  }

  get answerText() {
    return this.page.getByPlaceholder('Type your response here...');
  }

  get next() {
    return this.button('Next Question');
  }

  get complete() {
    return this.button('Complete Interview');
  }

  get previous() {
    return this.button('Previous Question');
  }

  /** The sidebar's row of question `n`. */
  progressItem(n: number): Locator {
    return this.page
      .getByRole('region', { name: 'Your progress' })
      .getByRole('listitem')
      .filter({ hasText: `Question ${n} ·` });
  }

  /**
   * Records a take of a few seconds of the fake camera (the countdown shows the time passing), then
   * stops and waits for the confirmed upload.
   */
  async recordAnswer(seconds = 2): Promise<void> {
    await this.startRecording.click();
    await this.stopRecording.waitFor();
    const start = await this.timeRemaining.textContent();
    const [m = '0', s = '0'] = (start ?? '0:00').split(':');
    const target = Number(m) * 60 + Number(s) - seconds;
    // The timer has counted `seconds` down: the fake camera has recorded that long.
    await waitInPage(
      this.page,
      `(() => {
      const [minutes = '0', secs = '0'] = (document.querySelector('[role="timer"]')?.textContent ?? '').split(':');
      return Number(minutes) * 60 + Number(secs) <= ${target};
    })()`,
    );
    await this.stopRecording.click();
    await this.recorded.waitFor({ timeout: 30_000 });
  }

  get uploading() {
    return this.page.getByText(/^Uploading your response/);
  }

  /** The video or audio player of the take just recorded. */
  get recordedTake() {
    return this.page.getByLabel('Your recording', { exact: true });
  }

  /** The recorded take's player once its metadata loaded: element, source and video width. */
  async recordedTakeMedia(): Promise<{ tag: string; src: string; videoWidth: number }> {
    await this.recordedTake.waitFor();
    const player = `document.querySelector('[aria-label="Your recording"]')`;
    await waitInPage(this.page, `(${player}?.readyState ?? 0) >= 1`);
    return this.page.evaluate<{ tag: string; src: string; videoWidth: number }>(`(() => {
      const player = ${player};
      return { tag: player.tagName, src: player.src, videoWidth: player.videoWidth ?? 0 };
    })()`);
  }

  get cameraPreview() {
    return this.page.getByLabel('Camera preview', { exact: true });
  }

  /** The notice shown while uploads fail and are retried. */
  get connectionProblem() {
    return this.page.getByText(/^Your connection has a problem\./);
  }

  /**
   * Runs the page's fake clock (page.clock.install) in steps until `locator` is on screen: the
   * uploader's back-off waits on timers, and each retry's request needs real time in between.
   */
  async runClockUntil(locator: Locator, step = 5_000): Promise<void> {
    await expect
      .poll(
        async () => {
          await this.page.clock.runFor(step);
          return locator.count();
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBeGreaterThan(0);
  }

  /**
   * Pauses the page's fake clock at its next moment. The moment is read from the page, and on a
   * busy machine it may have passed by the time the pause reaches the page (Playwright then refuses
   * to go back in time), so the pause is asked again at the page's new moment.
   */
  async pauseClockNow(): Promise<void> {
    for (let attempt = 1; ; attempt++) {
      const now = await this.page.evaluate<number>('Date.now()');
      try {
        await this.page.clock.pauseAt(now + 50);
        return;
      } catch (error) {
        const passed = error instanceof Error && error.message.includes('Cannot fast-forward to the past');
        if (!passed || attempt === 10) throw error;
      }
    }
  }

  get retryUpload() {
    return this.button('Retry upload');
  }

  get uploadSavedRecording() {
    return this.button('Upload saved recording');
  }

  get recordNewTake() {
    return this.button('Record a new take');
  }

  /**
   * Types the answer key by key over whatever was there, as a candidate does: Firefox over BiDi
   * sets a filled value without the input events React listens to.
   */
  async answerWithText(text: string): Promise<void> {
    await this.answerText.click();
    await this.page.keyboard.press('ControlOrMeta+A');
    await this.page.keyboard.press('Backspace');
    await this.answerText.pressSequentially(text);
  }

  // Section: complete and errors -----------------------------------------------------------------

  get completeHeading() {
    return this.heading('Interview Complete!');
  }
}

// Source text evaluated in the page (the tests' tsconfig has no DOM types): the focused element's
// accessible name, roughly; with `tabbable`, '' unless the Tab key could have stopped there.
const focusedName = `(tabbable) => {
  const element = document.activeElement;
  if (!element || element === document.body) return '';
  if (tabbable && (element.tabIndex < 0 || element.disabled)) return '';
  const label = element.getAttribute('aria-label');
  if (label) return label.trim();
  if (element.labels && element.labels.length > 0) return (element.labels[0].textContent || '').trim();
  return (element.textContent || '').trim();
}`;
