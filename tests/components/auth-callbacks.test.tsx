// The two sign-in callback pages' failure branches (docs/product.md §8): each says what went wrong
// and goes back where the sign-in started. A code exchange without this browser's PKCE verifier
// fails inside Supabase Auth's client before any request, as it does for a forged link.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CandidateAuthCallbackPage } from '../../src/features/candidate/candidate-auth-callback-page.tsx';
import { CandidateLoginPage } from '../../src/features/candidate/candidate-login-page.tsx';
import { RecruiterAuthCallbackPage } from '../../src/auth/recruiter-auth-callback-page.tsx';
import { findNotification, renderScreen } from './render.tsx';

function openRecruiterCallback(query: string) {
  return renderScreen(<RecruiterAuthCallbackPage />, {
    path: '/auth/callback',
    url: `/auth/callback${query}`,
    otherPaths: ['/'],
  });
}

function openCandidateCallback(query: string) {
  return renderScreen(<CandidateAuthCallbackPage />, {
    path: '/candidate/auth/callback',
    url: `/candidate/auth/callback${query}`,
    otherScreens: { '/candidate/login': <CandidateLoginPage /> },
  });
}

describe('the recruiter sign-in callback', () => {
  it("shows the provider's error and returns to the landing page", async () => {
    openRecruiterCallback('?error=access_denied&error_description=The+user+denied+access');
    const alert = await findNotification('OAuth error');
    expect(alert).toHaveTextContent('access_denied: The user denied access');
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
  });

  it('without a code says so and returns to the landing page', async () => {
    openRecruiterCallback('');
    await findNotification('No authorization code received. Please try signing in again.');
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
  });

  it('reports a failed code exchange and returns to the landing page', async () => {
    openRecruiterCallback('?code=not-a-real-code');
    const alert = await findNotification(/^Authentication failed: /);
    expect(alert).toHaveTextContent('Please try signing in again.');
    expect(await screen.findByRole('heading', { name: '/' })).toBeInTheDocument();
  });
});

describe('the candidate sign-in callback', () => {
  it('without a code returns to the login page with the spec’s message', async () => {
    const { router } = openCandidateCallback('');
    expect(
      await screen.findByRole('alert', { name: 'Google sign-in failed - no authorization code received.' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/candidate/login');
  });

  it('after a cancelled Google sign-in keeps a same-site redirect and drops any other', async () => {
    localStorage.setItem('candidate_oauth_redirect', '/take/AbCdEfGhIjKlMnOpQrStUv');
    const kept = openCandidateCallback('?error=access_denied');
    expect(
      await screen.findByRole('alert', { name: 'Google sign-in was cancelled or failed. Please try again.' }),
    ).toBeInTheDocument();
    expect(kept.router.state.location.search).toBe('?redirect=%2Ftake%2FAbCdEfGhIjKlMnOpQrStUv');
    expect(localStorage.getItem('candidate_oauth_redirect')).toBeNull();
    kept.unmount();

    // Storage is the user's to edit: what comes out of it is checked again.
    localStorage.setItem('candidate_oauth_redirect', '//evil.example.com/x');
    const dropped = openCandidateCallback('?error=access_denied');
    await screen.findByRole('alert', { name: 'Google sign-in was cancelled or failed. Please try again.' });
    expect(dropped.router.state.location.pathname).toBe('/candidate/login');
    expect(dropped.router.state.location.search).toBe('');
  });
});
