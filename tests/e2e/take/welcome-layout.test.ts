// The welcome step holds still while the rest of its code arrives (issue #21): Start Interview
// never moves under a candidate's finger. The ask-the-team form used to appear a moment after the
// step, pushing the button down, so a tap meant for Start opened the form instead.
import { describe, expect, it } from 'vitest';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { tokenOf } from '../../support/take-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { TakePageObject } from './take.po.ts';

const screens = useBrowser();

/** The page's layout shifts so far (Chromium's Layout Instability API), as their scores. */
function layoutShifts(take: TakePageObject): Promise<number[]> {
  return take.page.evaluate<number[]>(`new Promise((resolve) => {
    const scores = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) scores.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
    // Buffered entries arrive in a task of their own.
    setTimeout(() => resolve(scores), 200);
  })`);
}

describe('the welcome step', () => {
  it('does not move once shown, while the request forms load after it', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const interview = await seedInterview(screens.sql, recruiter, { title: uniqueName('Steady welcome') });
    const invitationId = await seedInvitation(screens.sql, interview.id, 'PENDING');
    // Due within two days: both the accommodation and the more-time panels show.
    await screens.sql`update public.invitations set expires_at = now() + interval '20 hours' where id = ${invitationId}`;

    const take = new TakePageObject(await screens.openPage());
    await take.open(await tokenOf(screens.sql, invitationId));
    await take.startInterview.waitFor();
    const shown = await take.startInterview.boundingBox();
    await expect
      .poll(() =>
        take.page.evaluate<boolean>(
          `performance.getEntriesByType('resource').some((entry) => entry.name.includes('ask-team-form'))`,
        ),
      )
      .toBe(true);
    await take.button('Ask for more time').waitFor();

    expect(await layoutShifts(take)).toEqual([]);
    expect(await take.startInterview.boundingBox()).toEqual(shown);
  });
});
