import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdminGuard } from '../../src/auth/admin-guard.tsx';
import { CandidateGuard } from '../../src/auth/candidate-guard.tsx';
import { RecruiterGuard } from '../../src/auth/recruiter-guard.tsx';
import { answerApi, renderScreen, signedIn } from './render.tsx';

const userId = '00000000-0000-4000-8000-000000000001';

const teamMembership = {
  id: '00000000-0000-4000-8000-00000000000a',
  name: 'Acme Corp',
  slug: 'acme-corp',
  logo_url: null,
  brand_color: null,
  role: 'REVIEWER',
  language: 'en',
};

function currentUser(role: 'RECRUITER' | 'ADMIN' | 'CANDIDATE', workspaces: unknown[] = []) {
  return {
    id: userId,
    email: 'someone@example.com',
    first_name: 'Some',
    last_name: 'One',
    role,
    google_user_data: { name: 'Some One' },
    locale: null,
    workspaces,
  };
}

describe('the recruiter guard', () => {
  it('sends a signed-out visitor to the landing page', async () => {
    renderScreen(<RecruiterGuard />, { path: '/dashboard', otherPaths: ['/'] });
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
  });

  it('waits while the session is checked', () => {
    renderScreen(<RecruiterGuard />, { path: '/dashboard', session: { status: 'loading' } });
    expect(screen.getByText('Checking your session')).toBeInTheDocument();
  });

  it("shows Access Denied with the server's explanation to a candidate", async () => {
    answerApi(403, {
      error: 'Recruiter access required',
      message: 'Candidates use the candidate portal.',
      redirect_to_candidate: true,
    });
    renderScreen(<RecruiterGuard />, { path: '/dashboard', session: signedIn(userId) });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('Candidates use the candidate portal.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Candidate Portal' })).toHaveAttribute(
      'href',
      '/candidate/login',
    );
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });

  it('lets a recruiter in', async () => {
    const fetch = answerApi(200, currentUser('RECRUITER'));
    renderScreen(<RecruiterGuard />, { path: '/dashboard', session: signedIn(userId) });
    expect(await screen.findByRole('heading', { name: 'Allowed' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/functions\/v1\/api\/users\/me$/);
  });

  it('lets a workspace member in whatever their platform role', async () => {
    answerApi(200, currentUser('CANDIDATE', [teamMembership]));
    renderScreen(<RecruiterGuard />, { path: '/dashboard', session: signedIn(userId) });
    expect(await screen.findByRole('heading', { name: 'Allowed' })).toBeInTheDocument();
  });

  it('offers a retry when the check cannot run, which lets the recruiter in once it can', async () => {
    answerApi(503, { error: 'The database is not reachable' });
    const { user } = renderScreen(<RecruiterGuard />, { path: '/dashboard', session: signedIn(userId) });
    expect(
      await screen.findByRole('heading', { name: 'Unable to verify access permissions' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable')).toBeInTheDocument();

    answerApi(200, currentUser('RECRUITER'));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Allowed' })).toBeInTheDocument();
  });
});

describe('the admin guard', () => {
  it('sends a signed-out visitor to the landing page', async () => {
    renderScreen(<AdminGuard />, { path: '/admin', otherPaths: ['/'] });
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    answerApi(200, currentUser('ADMIN'));
    renderScreen(<AdminGuard />, { path: '/admin', session: signedIn(userId) });
    expect(await screen.findByRole('heading', { name: 'Allowed' })).toBeInTheDocument();
  });

  it('sends a recruiter to the dashboard', async () => {
    answerApi(200, currentUser('RECRUITER'));
    renderScreen(<AdminGuard />, { path: '/admin', session: signedIn(userId), otherPaths: ['/dashboard'] });
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
  });

  it('sends a candidate to the dashboard, whose guard explains the denial', async () => {
    answerApi(403, { error: 'Recruiter access required', message: 'No.', redirect_to_candidate: true });
    renderScreen(<AdminGuard />, { path: '/admin', session: signedIn(userId), otherPaths: ['/dashboard'] });
    expect(await screen.findByRole('heading', { name: '/dashboard' })).toBeInTheDocument();
  });
});

describe('the candidate guard', () => {
  it('sends a signed-out visitor to the candidate login, which brings them back', async () => {
    const { router } = renderScreen(<CandidateGuard />, {
      path: '/candidate/dashboard',
      otherPaths: ['/candidate/login'],
    });
    expect(await screen.findByRole('heading', { name: '/candidate/login' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fcandidate%2Fdashboard');
  });

  it('shows the portal to a signed-in candidate without asking the api', async () => {
    const fetch = answerApi(500, {});
    renderScreen(<CandidateGuard />, { path: '/candidate/dashboard', session: signedIn(userId) });
    expect(await screen.findByRole('heading', { name: 'Allowed' })).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
