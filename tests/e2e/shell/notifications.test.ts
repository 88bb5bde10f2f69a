import { describe, it } from 'vitest';
import { seedResume } from '../../support/video-resume-fixtures.ts';
import { createTestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ permissions: ['clipboard-read', 'clipboard-write'] });

describe('notifications', () => {
  it("a page's notification goes when the user moves to another page, long before it would close itself", async () => {
    const candidate = await createTestUser(config, { role: 'CANDIDATE' });
    const resume = await seedResume(screens.sql, candidate, { title: 'Shared resume' });
    const page = await screens.openPage(candidate);
    const resumeHeading = page.getByRole('heading', { name: 'Shared resume', level: 1 });
    // The resume screen once first, so the navigation below does not wait for its code.
    await page.goto(`/candidate/video-resumes/${resume.id}`);
    await resumeHeading.waitFor();

    await page.goto('/candidate/dashboard?tab=resumes');
    await page.getByRole('button', { name: 'Share' }).click();
    const copied = page.getByRole('alert').filter({ hasText: 'Public link copied to clipboard!' });
    await copied.waitFor();
    // The user reads it for a moment, then moves on (Mantine would close it after 4 s).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await page.getByRole('link', { name: 'View' }).click();
    await resumeHeading.waitFor();
    await copied.waitFor({ state: 'detached', timeout: 2_500 });
  });
});
