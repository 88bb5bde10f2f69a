// axe-core on the candidate's own screens: login (sign in and create account), password reset, the
// Google callback while it sets the profile up, and each tab of the portal with data in it.
import { describe, it } from 'vitest';
import { seedInterview, seedInvitation } from '../../support/interview-fixtures.ts';
import { newVisitor, recordView, seedResume } from '../../support/video-resume-fixtures.ts';
import { createTestUser, uniqueName } from '../../support/users.ts';
import { CandidatePageObject } from '../candidate/candidate.po.ts';
import { expectAccessible } from './axe.ts';
import { config, useBrowser } from '../support/browser-fixture.ts';

const screens = useBrowser({ permissions: ['camera', 'microphone'] });

describe('the candidate screens have no serious accessibility violations', () => {
  it('the login page, signing in and creating an account', async () => {
    const candidate = new CandidatePageObject(await screens.openPage());
    await candidate.open('/candidate/login?token=AAAAAAAAAAAAAAAAAAAAAA');
    await candidate.auth.continueWithGoogle.waitFor();
    await expectAccessible(candidate.page, 'candidate login: sign in');
    await candidate.auth.switchToCreateAccount();
    await expectAccessible(candidate.page, 'candidate login: create account');
  });

  it('registration and password reset: each form and its "Check your email", an invalid link', async () => {
    const candidate = new CandidatePageObject(await screens.openPage());
    await candidate.open('/candidate/login');
    await candidate.auth.switchToCreateAccount();
    const email = `${crypto.randomUUID().slice(0, 8)}-a11y@test.example.com`;
    await candidate.auth.register({ firstName: 'Ada', lastName: 'Access', email, password: 'correct-horse' });
    await candidate.page.getByText('Check your email').waitFor();
    await expectAccessible(candidate.page, 'candidate login: check your email');

    await candidate.link('reset your password').click();
    await candidate.auth.field('Email').waitFor();
    await expectAccessible(candidate.page, 'password reset');
    await candidate.auth.field('Email').fill(email);
    await candidate.button('Send Reset Link').click();
    await candidate.page.getByText('Check your email').waitFor();
    await expectAccessible(candidate.page, 'password reset: check your email');

    await candidate.open('/candidate/update-password?error=access_denied&error_code=otp_expired');
    await candidate.link('Request a new link').waitFor();
    await expectAccessible(candidate.page, 'update password: invalid link');

    const signedIn = new CandidatePageObject(await screens.openPage(await createTestUser(config)));
    await signedIn.open('/candidate/update-password');
    await signedIn.button('Set New Password').waitFor();
    await expectAccessible(signedIn.page, 'update password');
  });

  it('the Google callback while it sets the profile up', async () => {
    const candidate = new CandidatePageObject(await screens.openPage());
    // The code exchange never answers: the page stays on its message. A real sign-in through the
    // local Google page, so the browser holds the code's verifier and the exchange is sent (without
    // one, it fails at once and the page moves on to the login).
    await candidate.page.route(
      (url) => url.pathname.endsWith('/auth/v1/token') && url.searchParams.get('grant_type') === 'pkce',
      () => {},
    );
    await candidate.open('/candidate/login');
    await candidate.auth.continueWithGoogle.click();
    await candidate.auth.continueOnGoogleAs('Gina Google', `${uniqueName('google')}@test.example.com`);
    await candidate.page.getByText('Setting up your candidate profile').first().waitFor();
    await expectAccessible(candidate.page, 'candidate callback');
  });

  it('each tab of the portal, with invitations, a resume and its views', async () => {
    const user = await createTestUser(config, { firstName: 'Casey', lastName: 'Portal' });
    const recruiter = await createTestUser(config, { role: 'RECRUITER' });
    for (const status of ['PENDING', 'COMPLETED', 'REVIEWED'] as const) {
      const interview = await seedInterview(screens.sql, recruiter);
      await seedInvitation(screens.sql, interview.id, status, user);
    }
    const resume = await seedResume(screens.sql, user);
    await recordView(newVisitor(), resume.publicUrl);

    const candidate = new CandidatePageObject(await screens.openPage(user));
    await candidate.open('/candidate/dashboard');
    await candidate.section('Pending Interviews').getByRole('listitem').first().waitFor();
    await expectAccessible(candidate.page, 'candidate dashboard: Interview Invitations');

    await candidate.openTab('Video Resumes');
    await candidate.page.getByText('Active', { exact: true }).first().waitFor();
    await expectAccessible(candidate.page, 'candidate dashboard: Video Resumes');

    await candidate.openTab('Analytics');
    await candidate.page.getByText('Unique Viewers').first().waitFor();
    await expectAccessible(candidate.page, 'candidate dashboard: Analytics');
  });
});
