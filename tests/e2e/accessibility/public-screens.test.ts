// axe-core on the public screens that need no data: the landing page, the recruiter sign-in
// callback (while it signs in and while it welcomes) and the not-found page.
import { describe, it } from 'vitest';
import { createTestUser } from '../../support/users.ts';
import { ShellPageObject } from '../shell/shell.po.ts';
import { expectAccessible } from './axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

describe('public screens have no serious accessibility violations', () => {
  it('the landing page', async () => {
    const shell = new ShellPageObject(await screens.openPage());
    await shell.open('/');
    await shell.startFreeTrial.waitFor();
    await expectAccessible(shell.page, 'landing page');
  });

  it('the recruiter sign-in callback, signing in and then welcoming', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    const shell = new ShellPageObject(await screens.openPage());
    // The code exchange is held until axe has seen the 'Signing you in' state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await shell.page.route(
      (url) => url.pathname.endsWith('/auth/v1/token') && url.searchParams.get('grant_type') === 'pkce',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // The welcome lasts a second, then the dashboard's chunk loads: never answered, the welcome stays.
    await shell.page.route(
      (url) => /\/recruiter-dashboard-page-[\w-]+\.js$/.test(url.pathname),
      () => {},
    );
    await shell.open('/');
    await shell.recruiterLogin.click();
    await shell.auth.continueOnGoogleAs('Rita Recruiter', recruiter.email);
    await shell.heading('Signing you in').waitFor();
    await expectAccessible(shell.page, 'recruiter callback (signing in)');

    release();
    await shell.heading('Welcome to Async Interviews!').waitFor();
    await expectAccessible(shell.page, 'recruiter callback (welcome)');
  });

  it('the not-found page', async () => {
    const shell = new ShellPageObject(await screens.openPage());
    await shell.open('/no/such/screen');
    await shell.heading('Page not found').waitFor();
    await expectAccessible(shell.page, 'not found');
  });
});
