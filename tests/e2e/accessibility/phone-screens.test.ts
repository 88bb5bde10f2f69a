// The screens that hold tables, tabs and steppers, on a phone (390x844): nothing scrolls sideways,
// no label is cut off, the tabs and the stepper stay on one row, and axe finds nothing serious.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { seedResume } from '../../support/video-resume-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { AdminPageObject } from '../admin/admin.po.ts';
import { CandidatePageObject } from '../candidate/candidate.po.ts';
import { ResumesPageObject } from '../resumes/resumes.po.ts';
import { expectAccessible } from './axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });
const PHONE = { viewport: { width: 390, height: 844 } };
/** Each test loads whole screens and runs axe several times: slow on a busy machine. */
const SLOW = 180_000;

/**
 * What is wider than the phone: the page itself, any element that scrolls sideways, and any text
 * its box cuts off (text fields aside). (A string evaluated in the page: the tests' tsconfig has no DOM types.)
 */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(`(() => {
    const found = [];
    const root = document.scrollingElement;
    if (root.scrollWidth > root.clientWidth) found.push('the page: ' + root.scrollWidth + 'px wide');
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      // A text field scrolls its own long value by design.
      if (style.display === 'none' || element.clientWidth === 0 || element.matches('input, textarea')) continue;
      const clips = ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX);
      if (!clips || element.scrollWidth <= element.clientWidth + 1) continue;
      const text = (element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 60);
      found.push(element.tagName.toLowerCase() + '.' + element.className + ' (' + element.scrollWidth + ' > ' + element.clientWidth + '): ' + text);
    }
    return found;
  })()`);
}

/** The distinct rows the elements `selector` picks are laid out on. */
async function rowsOf(page: Page, selector: string): Promise<number> {
  return page.evaluate<number>(
    `new Set([...document.querySelectorAll(${JSON.stringify(selector)})].map((element) => Math.round(element.getBoundingClientRect().top))).size`,
  );
}

/** A phone-sized page that waits as long as a busy machine needs to load a screen. */
async function openPhonePage(...args: Parameters<typeof screens.openPage>): Promise<Page> {
  const page = await screens.openPage(...args);
  page.setDefaultTimeout(60_000);
  return page;
}

async function expectFitsPhone(page: Page, screen: string): Promise<void> {
  expect(await overflowing(page), `${screen}: wider than the phone`).toEqual([]);
  await expectAccessible(page, `${screen} (phone)`);
}

describe('on a phone the screens fit the width and have no serious accessibility violations', () => {
  it(
    'the admin control room: users as cards, the whole role filter',
    async () => {
      const admin = await createTestUser(config, { role: 'ADMIN' });
      const room = new AdminPageObject(await openPhonePage(admin, PHONE));
      await room.openControlRoom();
      await room.search(admin.email);
      const card = room.section('Users').getByRole('listitem').filter({ hasText: admin.email });
      await card.waitFor();
      for (const field of ['Role', 'Type', 'Joined']) await card.getByText(field, { exact: true }).waitFor();
      await room.menuButton(admin.email).waitFor();
      await room.page
        .getByRole('radiogroup', { name: 'Role filter' })
        .getByText('Admins', { exact: true })
        .waitFor();
      await expectFitsPhone(room.page, 'admin');
    },
    SLOW,
  );

  it(
    'the candidate dashboard: its three tabs on one row',
    async () => {
      const user = await createTestUser(config, { firstName: 'Casey', lastName: 'Phone' });
      const recruiter = await createTestUser(config, { role: 'RECRUITER' });
      const interview = await seedInterview(screens.sql, recruiter);
      await seedInvitation(screens.sql, interview.id, 'PENDING', user);
      await seedResume(screens.sql, user);
      const candidate = new CandidatePageObject(await openPhonePage(user, PHONE));
      await candidate.open('/candidate/dashboard');
      await candidate.section('Pending Interviews').getByRole('listitem').first().waitFor();
      expect(await rowsOf(candidate.page, '[role="tab"]')).toBe(1);
      await expectFitsPhone(candidate.page, 'candidate dashboard: Interview Invitations');
      await candidate.openTab('Video Resumes');
      await candidate.page.getByText('Active', { exact: true }).first().waitFor();
      await expectFitsPhone(candidate.page, 'candidate dashboard: Video Resumes');
      await candidate.openTab('Analytics');
      // No view was seeded: the tab shows its empty state.
      await candidate.page.getByText('No analytics data yet').first().waitFor();
      await expectFitsPhone(candidate.page, 'candidate dashboard: Analytics');
    },
    SLOW,
  );

  it(
    'the resume recorder: its four steps on one row',
    async () => {
      const resumes = new ResumesPageObject(await openPhonePage(await createTestUser(config), PHONE));
      await resumes.openRecorder();
      await resumes.initialize.waitFor();
      expect(await rowsOf(resumes.page, '.mantine-Stepper-step')).toBe(1);
      await expectFitsPhone(resumes.page, 'create resume: setup');
    },
    SLOW,
  );
});
