// The Arabic journey lays out right to left (issue #36): at a phone's 390x844 and a desk's 1280x800,
// each step of /take/:token is mirrored against the English rendering of the same step, nothing is
// clipped, nothing overlaps and nothing leaves the screen sideways, and axe finds nothing serious.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translatedText } from '../../support/catalogue-text.ts';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { expectAccessible } from '../accessibility/axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

/** Where the screenshots go, for a person to look at: the assertions are below. */
const SCREENSHOTS = join(import.meta.dirname, '../../../.local/screenshots/arabic-layout');

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desk', width: 1280, height: 800 },
] as const;

/**
 * The page's layout faults: sideways scrolling, an element that leaves the screen, text cut off by
 * its box, and leaf text boxes that overlap. Runs in the page.
 */
const LAYOUT_FAULTS = `(() => {
  const faults = [];
  const width = document.documentElement.clientWidth;
  if (document.documentElement.scrollWidth > width) faults.push('the page scrolls sideways');
  const shown = [...document.body.querySelectorAll('*')].filter((element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0
      && !element.closest('[aria-hidden="true"], .mantine-visually-hidden, option, style, script');
  });
  const label = (element) => (element.textContent || element.getAttribute('aria-label') || element.tagName).trim().slice(0, 40);
  for (const element of shown) {
    const box = element.getBoundingClientRect();
    if (box.left < -1 || box.right > width + 1) faults.push('off screen: ' + label(element));
    const style = getComputedStyle(element);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip' || style.textOverflow === 'ellipsis';
    if (clips && element.scrollWidth > element.clientWidth + 1) faults.push('clipped: ' + label(element));
  }
  const texts = shown.filter((element) =>
    [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== ''));
  for (let i = 0; i < texts.length; i++) {
    for (let j = i + 1; j < texts.length; j++) {
      const [a, b] = [texts[i], texts[j]];
      if (a.contains(b) || b.contains(a)) continue;
      const [p, q] = [a.getBoundingClientRect(), b.getBoundingClientRect()];
      const across = Math.min(p.right, q.right) - Math.max(p.left, q.left);
      const down = Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top);
      if (across > 2 && down > 2) faults.push('overlap: ' + label(a) + ' / ' + label(b));
    }
  }
  return faults;
})()`;

/**
 * Where a control sits in the main column, by reading direction: the edge it keeps to (the start,
 * left in English and right in Arabic, or the end) and how far from it. Widths differ between
 * languages, so a mirrored control keeps the same edge at the same distance.
 */
async function placement(page: Page, name: string, rtl: boolean): Promise<string> {
  const main = await page.getByRole('main').boundingBox();
  const control = await page.getByRole('button', { name, exact: true }).boundingBox();
  if (!main || !control) throw new Error(`No main column or no ${name} button`);
  const left = control.x - main.x;
  const right = main.x + main.width - (control.x + control.width);
  const [start, end] = rtl ? [right, left] : [left, right];
  // Rounded to 2 px: subpixel layout differs with the text.
  return start <= end
    ? `${Math.round(start / 2) * 2} px from the start`
    : `${Math.round(end / 2) * 2} px from the end`;
}

interface Step {
  name: string;
  /** An English button of the step, for the mirror check. */
  button: string;
  /** From this step to the next one, in the page's language. */
  next?: (page: Page, text: (english: string) => string) => Promise<void>;
}

/** The steps of a one-question TEXT interview, each with how to leave it. */
const STEPS: Step[] = [
  {
    name: 'welcome',
    button: 'Start Interview',
    next: (page, text) => clickButton(page, text('Start Interview')),
  },
  {
    name: 'notice',
    button: 'I agree, continue',
    next: async (page, text) => {
      await page.getByRole('radio', { name: text('Allow AI analysis of my answers') }).check();
      await clickButton(page, text('I agree, continue'));
    },
  },
  {
    name: 'tech check',
    button: 'Test Camera & Microphone',
    next: async (page, text) => {
      await clickButton(page, text('Test Camera & Microphone'));
      await clickButton(page, text('Continue to Interview'));
    },
  },
  { name: 'question', button: 'Complete Interview' },
];

async function clickButton(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click();
}

async function seedArabicInterview(): Promise<string> {
  const recruiter = await createTestUser(config, { role: 'RECRUITER' });
  const interview = await seedInterview(screens.sql, recruiter, { title: uniqueName('مقابلة') });
  await screens.sql`update public.interviews set language = 'ar' where id = ${interview.id}`;
  await screens.sql`update public.questions set response_format = 'TEXT' where interview_id = ${interview.id}`;
  return tokenOf(screens.sql, await seedInvitation(screens.sql, interview.id));
}

/** Walks the steps in `locale`, calling `atStep` once each step's button shows. */
async function walk(page: Page, locale: 'ar' | 'en', atStep: (step: Step) => Promise<void>): Promise<void> {
  const text = (english: string) => (locale === 'en' ? english : translatedText(locale, english));
  for (const step of STEPS) {
    await page.getByRole('button', { name: text(step.button), exact: true }).waitFor();
    await atStep(step);
    await step.next?.(page, text);
  }
}

describe('the Arabic candidate journey', () => {
  for (const size of SIZES) {
    it(`lays out right to left at ${size.width}x${size.height}, mirrored, unclipped and axe clean`, async () => {
      mkdirSync(SCREENSHOTS, { recursive: true });
      const english = new Map<string, string>();
      const candidate = await createTestUser(config);
      const englishPage = await screens.openPage(candidate);
      await englishPage.setViewportSize(size);
      await englishPage.addInitScript(`localStorage.setItem('candidate-locale', 'en')`);
      const englishTake = new TakePageObject(englishPage);
      await englishTake.open(await seedArabicInterview());
      await walk(englishPage, 'en', async (step) => {
        english.set(step.name, await placement(englishPage, step.button, false));
      });

      const page = await screens.openPage(await createTestUser(config));
      await page.setViewportSize(size);
      const take = new TakePageObject(page);
      // No choice on the device: the page speaks the interview's language.
      await take.open(await seedArabicInterview());
      await walk(page, 'ar', async (step) => {
        expect(await page.evaluate(`[document.documentElement.lang, document.documentElement.dir]`)).toEqual([
          'ar',
          'rtl',
        ]);
        await page.screenshot({ path: join(SCREENSHOTS, `${size.name}-${step.name}.png`), fullPage: true });
        expect(await page.evaluate<string[]>(LAYOUT_FAULTS), step.name).toEqual([]);
        expect(await placement(page, translatedText('ar', step.button), true), step.name).toBe(
          english.get(step.name),
        );
        await expectAccessible(page, `take in Arabic, ${size.name}: ${step.name}`);
      });
    });
  }
});
