import { beforeEach, describe, expect, it } from 'vitest';
import { createTestUser, uniqueName, type Role, type TestUser } from '../../support/users.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { sessionStorageKey } from '../support/session.ts';
import { ShellPageObject } from './shell.po.ts';

const screens = useBrowser();
let shell: ShellPageObject;

beforeEach(async () => {
  shell = new ShellPageObject(await screens.openPage());
});

const signedInAs = (role: Role): Promise<TestUser> => screens.signIn(shell.page, role);

describe('landing page', () => {
  it('shows the header buttons, the hero, six benefit cards, the call to action and the footer', async () => {
    await shell.open('/');
    await shell.recruiterLogin.waitFor();
    await shell.getStarted.waitFor();
    expect(await shell.getStarted.getAttribute('href')).toBe('/candidate/login');
    expect(await shell.page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await shell.benefitCards.nth(5).waitFor();
    expect(await shell.benefitCards.count()).toBe(6);
    expect(await shell.benefitCards.first().textContent()).toContain('80%');
    expect(await shell.startFreeTrial.getAttribute('href')).toBe('/candidate/login');
    await shell.footer.waitFor();
  });

  it('Get Started opens the candidate login', async () => {
    await shell.open('/');
    await shell.getStarted.click();
    await shell.waitForPath('/candidate/login');
    await shell.heading('Candidate login').waitFor();
  });

  it('Recruiter Login starts Google sign-in through Supabase Auth, returning to /auth/callback', async () => {
    await shell.open('/');
    const authorize = shell.page.waitForRequest((request) => request.url().includes('/auth/v1/authorize'));
    await shell.recruiterLogin.click();
    const url = new URL((await authorize).url());
    expect(url.origin).toBe(config.supabaseUrl);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe(`${config.siteUrl}/auth/callback`);
    expect(url.searchParams.get('code_challenge_method')).toBe('s256');
  });
});

describe('routing', () => {
  it('shows the 404 page with a link home for an unknown address', async () => {
    await shell.open('/no/such/page');
    await shell.heading('Page not found').waitFor();
    await shell.page.getByRole('link', { name: 'Back to home' }).click();
    await shell.waitForPath('/');
    await shell.recruiterLogin.waitFor();
  });

  it('sends a signed-out visitor of /dashboard to the landing page', async () => {
    await shell.open('/dashboard');
    await shell.waitForPath('/');
    await shell.recruiterLogin.waitFor();
  });
});

describe('recruiter sign-in callback', () => {
  it('signs in through Google, welcomes the user, then opens the dashboard after a second', async () => {
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    await shell.open('/');
    await shell.recruiterLogin.click();
    await shell.auth.continueOnGoogleAs('Rita Recruiter', recruiter.email);
    await shell.waitForPath('/auth/callback');
    await shell.heading('Welcome to Async Interviews!').waitFor();
    await shell.page.getByRole('progressbar', { name: 'Sign-in progress' }).waitFor();
    await shell.waitForPath('/dashboard');
    await shell.page.getByText(`Signed in as ${recruiter.email}`).waitFor();
  });

  it('Recruiter Login through the local Google page signs the seeded recruiter in to the dashboard', async () => {
    await shell.open('/');
    await shell.recruiterLogin.click();
    await shell.auth.continueOnGoogleAs('Rita Recruiter', 'recruiter@example.com');
    await shell.waitForPath('/dashboard');
    await shell.page.getByText('Signed in as recruiter@example.com').waitFor();
  });

  it('a new Google account is a candidate, whom the dashboard refuses', async () => {
    await shell.open('/');
    await shell.recruiterLogin.click();
    await shell.auth.continueOnGoogleAs('Casey Candidate', `${uniqueName('google')}@test.example.com`);
    await shell.waitForPath('/dashboard');
    await shell.heading('Access Denied').waitFor();
  });

  it('cancelling on Google shows the OAuth error and returns to the landing page', async () => {
    await shell.open('/');
    await shell.recruiterLogin.click();
    await shell.auth.cancelOnGoogle();
    await shell.notification('OAuth error').waitFor();
    await shell.waitForPath('/');
    await shell.recruiterLogin.waitFor();
  });
});

describe('recruiter access guard', () => {
  it('shows a recruiter the dashboard with their e-mail and no Admin link', async () => {
    const recruiter = await signedInAs('RECRUITER');
    await shell.open('/dashboard');
    await shell.heading('Recruiter Hub').waitFor();
    await shell.page.getByText(`Signed in as ${recruiter.email}`).waitFor();
    await shell.page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await shell.page.getByRole('link', { name: 'Admin' }).count()).toBe(0);
  });

  it('signed-in recruiters skip the landing page', async () => {
    await signedInAs('RECRUITER');
    await shell.open('/');
    await shell.waitForPath('/dashboard');
    await shell.heading('Recruiter Hub').waitFor();
  });

  it('Logout ends the session and returns to the landing page', async () => {
    await signedInAs('RECRUITER');
    await shell.open('/dashboard');
    await shell.page.getByRole('button', { name: 'Logout' }).click();
    await shell.waitForPath('/');
    await shell.recruiterLogin.waitFor();
    expect(
      await shell.page.evaluate(`localStorage.getItem(${JSON.stringify(sessionStorageKey(config))})`),
    ).toBeNull();
  });
});

describe('admin guard', () => {
  it('lets an admin open /admin from the dashboard', async () => {
    await signedInAs('ADMIN');
    await shell.open('/dashboard');
    await shell.page.getByRole('link', { name: 'Admin' }).click();
    await shell.waitForPath('/admin');
    await shell.heading('Admin control room').waitFor();
  });
});

describe('the app icon', () => {
  it('is served at /favicon.ico and named by the page, so loading a page logs no 404', async () => {
    const failed: string[] = [];
    shell.page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await shell.open('/');
    await shell.recruiterLogin.waitFor();
    const icon = await shell.page.context().request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\//);
    const icons = await shell.page.locator('link[rel="icon"]').all();
    const named = await Promise.all(icons.map((link) => link.getAttribute('href')));
    expect(named).toContain('/favicon.ico');
    expect(failed).toEqual([]);
  });
});
