import type { Locator } from 'playwright-core';
import { PageObject } from '../support/page-object.ts';
import { waitInPage } from '../support/wait-in-page.ts';

/** The recruiter's /reviews list and /reviews/:id detail. */
export class ReviewsPageObject extends PageObject {
  async openList(): Promise<void> {
    await this.page.goto('/reviews');
    await this.page.getByRole('heading', { name: 'Completed Interviews', level: 1 }).waitFor();
  }

  /** The number on a counter tile: 'Pending Review', 'Reviewed', 'Total Completed'. */
  async counter(label: string): Promise<number> {
    const tile = this.page.getByRole('group', { name: label, exact: true });
    await tile.getByText(/^\d+$/).waitFor();
    return Number(await tile.getByText(/^\d+$/).textContent());
  }

  /** Waits until a counter tile shows `value` (the list refreshes after a change elsewhere). */
  async counterShows(label: string, value: number): Promise<void> {
    await this.page
      .getByRole('group', { name: label, exact: true })
      .getByText(String(value), { exact: true })
      .waitFor();
  }

  row(candidateName: string): Locator {
    return this.page.getByRole('row', { name: candidateName });
  }

  async openReviewOf(candidateName: string): Promise<void> {
    await this.page.getByRole('link', { name: `Review ${candidateName}` }).click();
    await this.page.getByRole('heading', { name: candidateName, level: 1 }).waitFor();
  }

  question(text: string | RegExp): Locator {
    return this.page.getByRole('navigation', { name: 'Questions' }).getByRole('button', { name: text });
  }

  get video(): Locator {
    return this.page.getByLabel('Video response');
  }

  /** Turns the players' captions on or off (aria-pressed says which). */
  get captions(): Locator {
    return this.button('Captions');
  }

  /**
   * The cues of the page's <video>'s first text track once it is 'showing' with `count` cues loaded:
   * their times and their text as shown (markup and escapes read).
   */
  async shownCues(count: number): Promise<{ start: number; end: number; text: string }[]> {
    await waitInPage(
      this.page,
      `(() => {
        const track = document.querySelector('video')?.textTracks[0];
        return track?.mode === 'showing' && track.cues?.length === ${count};
      })()`,
    );
    return this.page.evaluate(`(() => {
      const cues = document.querySelector('video').textTracks[0].cues;
      return Array.from({ length: cues.length }, (_, i) => cues[i]).map((cue) => ({
        start: cue.startTime, end: cue.endTime, text: cue.getCueAsHTML().textContent,
      }));
    })()`);
  }

  get markReviewed(): Locator {
    return this.page.getByRole('button', { name: 'Mark as Reviewed' });
  }

  get generate(): Locator {
    return this.page.getByRole('button', { name: 'Generate Analysis' });
  }

  get regenerate(): Locator {
    return this.page.getByRole('button', { name: 'Regenerate Analysis' });
  }

  get score(): Locator {
    return this.page.getByTestId('ai-score');
  }

  /**
   * Waits until the video can play, then seeks it to `seconds` and waits for the seek to finish.
   * Answers where playback stands afterwards. (Strings evaluated in the page: no DOM types here.)
   */
  seekVideo(seconds: number): Promise<number> {
    return this.seekMedia('video', seconds);
  }

  /** As seekVideo, for the page's <audio> (an AUDIO answer) or <video>. */
  async seekMedia(tag: 'audio' | 'video', seconds: number): Promise<number> {
    await waitInPage(this.page, `document.querySelector('${tag}')?.readyState >= 1`);
    return this.page.evaluate<number>(`new Promise((resolve, reject) => {
      const media = document.querySelector('${tag}');
      media.addEventListener('seeked', () => resolve(media.currentTime), { once: true });
      media.addEventListener('error', () => reject(new Error('${tag} error')), { once: true });
      media.currentTime = ${seconds};
    })`);
  }

  /**
   * Waits until the page's <audio> or <video> plays `file` (a rendition's name, e.g. playback.mp4)
   * and knows its length; answers that length.
   */
  async loadedMedia(tag: 'audio' | 'video', file: string): Promise<number> {
    await waitInPage(
      this.page,
      `(() => {
        const media = document.querySelector('${tag}');
        return !!media && media.currentSrc.includes(${JSON.stringify(`/${file}`)}) && media.readyState >= 1;
      })()`,
      { timeout: 90_000 },
    );
    return this.page.evaluate<number>(`document.querySelector('${tag}').duration`);
  }

  /**
   * Plays the page's <audio> or <video> (muted, so no autoplay rule stops it) until it is past
   * `seconds`, then pauses it; answers where it stopped.
   */
  async playPast(tag: 'audio' | 'video', seconds: number): Promise<number> {
    await this.page.evaluate(`document.querySelector('${tag}').muted = true`);
    await this.page.evaluate(`document.querySelector('${tag}').play()`);
    await waitInPage(this.page, `document.querySelector('${tag}').currentTime > ${seconds}`);
    return this.page.evaluate<number>(`(() => {
      const media = document.querySelector('${tag}');
      media.pause();
      return media.currentTime;
    })()`);
  }

  /** What the page's <video> reports: its length, source and seekable ranges. */
  videoState(): Promise<{ duration: number; src: string; seekable: [number, number][] }> {
    return this.page.evaluate(`(() => {
      const video = document.querySelector('video');
      const seekable = [];
      for (let i = 0; i < video.seekable.length; i++) seekable.push([video.seekable.start(i), video.seekable.end(i)]);
      return { duration: video.duration, src: video.currentSrc, seekable };
    })()`);
  }
}
