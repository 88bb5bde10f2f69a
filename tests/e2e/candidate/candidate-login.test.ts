// The candidate login in Chromium: registering from an invite link and taking the interview, sign-in
// with e-mail and password and through the local Google page, what Auth itself answers (an address
// already registered, an unconfirmed e-mail), and an open redirect refused end to end. The forms'
// checks and messages and the callback's failures are component tests (tests/components/login-forms,
// auth-callbacks); every redirect form safeRedirect refuses is its unit test.
import { beforeAll, describe, expect, it } from 'vitest';
import { seedInterview, seedInvitation, type Database } from '../../support/interview-fixtures.ts';
import { confirmationLink, followConfirmationLink } from '../../support/confirm-email.ts';
import { latestMail } from '../../support/mail.ts';
import { createTestUser, uniqueName, type TestUser } from '../../support/users.ts';
import { brandWorkspace } from '../../support/workspace-brand.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';
import { CandidatePageObject } from './candidate.po.ts';

const PASSWORD = 'correct-horse-battery';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });
let sql: Database;
let recruiter: TestUser;

beforeAll(async () => {
  sql = screens.sql;
  recruiter = await createTestUser(config, { role: 'RECRUITER' });
  // The company a candidate sees is the recruiter's workspace.
  await brandWorkspace(sql, recruiter, { name: 'Hooli' });
});

async function openContext(): Promise<CandidatePageObject> {
  return new CandidatePageObject(await screens.openPage());
}

/** A confirmed account with a password, made through Auth's sign-up as a visitor would. */
async function registeredAccount(): Promise<{ email: string; password: string }> {
  const email = `${uniqueName('login')}@test.example.com`;
  const response = await fetch(`${config.supabaseUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: config.publishableKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, data: { first_name: 'Lena', last_name: 'Login' } }),
  });
  expect(response.status, await response.text()).toBe(200);
  await followConfirmationLink(email);
  return { email, password: PASSWORD };
}

describe('registering from an invite link', () => {
  it('binds the invitation, takes the interview and finds it under History as Awaiting Review', async () => {
    const interview = await seedInterview(sql, recruiter, { questions: 1 });
    const [question] = interview.questionIds;
    await sql`update public.questions set response_format = 'TEXT' where id = ${question ?? null}`;
    const invitationId = await seedInvitation(sql, interview.id, 'PENDING');
    const [{ token } = { token: '' }] = await sql<{ token: string }[]>`
      select unique_link_token as token from public.invitations where id = ${invitationId}`;
    const email = `${uniqueName('registered')}@test.example.com`;

    const page = await openContext();
    await page.open(`/take/${token}`);
    await page.heading(interview.title, 1).waitFor();
    await page.button('Start Interview').click();
    await page.link('Create Account & Continue').click();
    await page.waitForPath('/candidate/login');
    await page.heading('Create Candidate Account').waitFor();
    expect(await page.link('Back to Interview').getAttribute('href')).toBe(`/take/${token}`);

    await page.auth.register({ firstName: 'Nia', lastName: 'Newcomer', email, password: PASSWORD });
    await page.page.getByText('Check your email').waitFor();
    // The mail opens its link in a new tab, which has none of this tab's session storage.
    const tab = new CandidatePageObject(await page.page.context().newPage());
    await tab.open(await confirmationLink(email));
    await tab.waitForPath(`/take/${token}`);
    const [bound] = await sql<{ candidate_id: string | null; status: string; email: string }[]>`
      select inv.candidate_id, inv.status, u.email
      from public.invitations inv left join auth.users u on u.id = inv.candidate_id
      where inv.id = ${invitationId}`;
    expect(bound).toEqual({ candidate_id: expect.any(String), status: 'PENDING', email });

    // Start Interview was pressed before the detour, so the flow goes on at the notice, then the tech check.
    await tab.heading('Before you start').waitFor();
    await tab.page.getByRole('radio', { name: 'Allow AI analysis of my answers' }).check();
    await tab.button('I agree, continue').click();
    await tab.heading('Camera and microphone check').waitFor();
    await tab.button('Test Camera & Microphone').click();
    await tab.button('Continue to Interview').click();
    await tab.heading('Question 1 of 1').waitFor();
    await tab.page.getByPlaceholder('Type your response here...').fill('I build things that last.');
    await tab.button('Complete Interview').click();
    await tab.heading('Interview Complete!').waitFor();

    // The brand-new account's first dashboard is a welcome, not a welcome back.
    await tab.open('/candidate/dashboard');
    await tab.heading('Welcome, Nia!').waitFor();
    const done = tab.item('Interview History', interview.title);
    await done.getByText('Awaiting Review').waitFor();
    expect(await done.textContent()).toContain('Hooli');
    expect(await tab.counterValue('Completed Interviews')).toBe('1');
    expect(await tab.counterValue('Pending Interviews')).toBe('0');
    await tab.page.reload();
    await tab.heading('Welcome back, Nia!').waitFor();
  });
});

describe('the login form', () => {
  it('signs in with e-mail and password and goes to the dashboard', async () => {
    const account = await registeredAccount();
    const page = await openContext();
    await page.open('/candidate/login');
    await page.heading('Candidate Login').waitFor();
    await page.auth.signIn(account.email, account.password);
    await page.waitForPath('/candidate/dashboard');
    await page.heading('Welcome, Lena!').waitFor();
  });

  it('an address already registered is answered like a new one: check your email', async () => {
    const account = await registeredAccount();
    const page = await openContext();
    await page.open('/candidate/login');
    await page.auth.switchToCreateAccount();
    await page.auth.register({
      firstName: 'Dup',
      lastName: 'Licate',
      email: account.email,
      password: PASSWORD,
    });
    await page.page.getByText('Check your email').waitFor();
    expect(await page.alert('Registration failed').count()).toBe(0);
  });

  it('signing in before opening the confirmation link asks to confirm the e-mail first', async () => {
    const email = `${uniqueName('unconfirmed')}@test.example.com`;
    const page = await openContext();
    await page.open('/candidate/login');
    await page.auth.switchToCreateAccount();
    await page.auth.register({ firstName: 'Una', lastName: 'Confirmed', email, password: PASSWORD });
    await page.page.getByText('Check your email').waitFor();
    await page.open('/candidate/login');
    await page.auth.signIn(email, PASSWORD);
    await page.alert('Please confirm your email first: open the link we sent you.').waitFor();
  });
});

describe('forgot password', () => {
  it('mails a link through which the candidate sets a new password, then signs in with it', async () => {
    const account = await registeredAccount();
    const page = await openContext();
    await page.open('/candidate/login');
    await page.link('Forgot password?').click();
    await page.waitForPath('/candidate/reset-password');
    // The router shows the sign-in form, with its own Email field, until the reset screen's chunk
    // has loaded: filling before the heading shows filled the old form on a busy machine.
    await page.heading('Reset your password').waitFor();
    await page.auth.field('Email').fill(account.email);
    await page.button('Send Reset Link').click();
    await page.page.getByText('Check your email').waitFor();

    // The mail as the mail viewer shows it; its link opens a new tab of the same browser.
    const mail = await latestMail(account.email);
    expect(mail.subject).toBe('Reset your password');
    await page.open(`${config.mailUrl}/messages/${encodeURIComponent(mail.id)}`);
    const [tab] = await Promise.all([
      page.page.context().waitForEvent('page'),
      page.page.getByRole('region', { name: 'Links' }).getByRole('link').first().click(),
    ]);
    const reset = new CandidatePageObject(tab);
    await reset.waitForPath('/candidate/update-password');
    await reset.heading('Choose a new password').waitFor();
    await reset.auth.field('New Password').fill('a-brand-new-secret');
    await reset.auth.field('Confirm Password').fill('a-brand-new-secret');
    await reset.button('Set New Password').click();
    // The notification closes by itself, perhaps before the dashboard has loaded on a busy machine.
    await reset.notification('Your password has been changed.').waitFor();
    await reset.waitForPath('/candidate/dashboard');

    const later = await openContext();
    await later.open('/candidate/login');
    await later.auth.signIn(account.email, account.password);
    await later.alert('Invalid email or password').waitFor();
    await later.auth.signIn(account.email, 'a-brand-new-secret');
    await later.waitForPath('/candidate/dashboard');
  });
});

describe('Continue with Google', () => {
  it('signs in through the local Google page, sets up the profile and opens the dashboard', async () => {
    const page = await openContext();
    await page.open('/candidate/login');
    await page.auth.continueWithGoogle.click();
    await page.auth.continueOnGoogleAs('Gina Google', `${uniqueName('google')}@test.example.com`);
    await page.waitForPath('/candidate/auth/callback');
    await page.page.getByText('Setting up your candidate profile').waitFor();
    await page.waitForPath('/candidate/dashboard');
    await page.heading('Welcome, Gina!').waitFor();
  });

  it('goes on to the redirect kept under candidate_oauth_redirect', async () => {
    const interview = await seedInterview(sql, recruiter, { questions: 1 });
    const invitationId = await seedInvitation(sql, interview.id, 'PENDING');
    const [{ token } = { token: '' }] = await sql<{ token: string }[]>`
      select unique_link_token as token from public.invitations where id = ${invitationId}`;
    const page = await openContext();
    await page.open(`/candidate/login?token=${token}&redirect=${encodeURIComponent(`/take/${token}`)}`);
    await page.auth.continueWithGoogle.click();
    await page.auth.continueOnGoogleAs('Tom Taker', `${uniqueName('google')}@test.example.com`);
    await page.waitForPath(`/take/${token}`);
    await page.heading(interview.title, 1).waitFor();
    expect(
      await page.page.evaluate<string | null>(`localStorage.getItem('candidate_oauth_redirect')`),
    ).toBeNull();
  });
});

describe('the redirect after signing in', () => {
  it('refuses an open redirect and goes to the dashboard instead', async () => {
    const account = await registeredAccount();
    const page = await openContext();
    await page.open(`/candidate/login?redirect=${encodeURIComponent('//evil.example.com/x')}`);
    await page.auth.signIn(account.email, account.password);
    await page.waitForPath('/candidate/dashboard');
    expect(new URL(page.page.url()).origin).toBe(new URL(config.siteUrl).origin);
  });
});
