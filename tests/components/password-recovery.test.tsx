import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../../src/features/candidate/components/register-form.tsx';
import { SignInForm } from '../../src/features/candidate/components/sign-in-form.tsx';
import { ResetPasswordPage } from '../../src/features/candidate/reset-password-page.tsx';
import { UpdatePasswordPage } from '../../src/features/candidate/update-password-page.tsx';
import { answerApi, renderScreen, signedIn } from './render.tsx';

const RESET = '/candidate/reset-password';
const UPDATE = '/candidate/update-password';
const INVALID_LINK = 'This password reset link is invalid or has expired. Request a new one.';

describe('the way back into an account', () => {
  it('links the sign-in form to password recovery', async () => {
    const { user } = renderScreen(<SignInForm onError={() => {}} />, {
      path: '/candidate/login',
      otherPaths: [RESET],
    });
    await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { name: RESET })).toBeInTheDocument();
  });

  it('tells a registration that got no mail to sign in or reset the password', async () => {
    answerApi(200, { id: 'f2c7d1a4-3b7e-4f7a-9a55-8d0c2f8e6a11', email: 'taken@example.com' });
    const { user } = renderScreen(
      <RegisterForm token={null} redirect="/candidate/dashboard" onError={() => {}} />,
      { path: '/candidate/login', otherPaths: [RESET] },
    );
    await user.type(screen.getByLabelText(/^First Name/), 'Tess');
    await user.type(screen.getByLabelText(/^Last Name/), 'Taken');
    await user.type(screen.getByLabelText(/^Email/), 'taken@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret-1');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(screen.getByText(/No email\? If you already have an account, sign in or/)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'reset your password' }));
    expect(await screen.findByRole('heading', { name: RESET })).toBeInTheDocument();
  });
});

describe('the password reset request', () => {
  it('checks the address and sends nothing while it is not one', async () => {
    const fetch = answerApi(200, {});
    const { user } = renderScreen(<ResetPasswordPage />, { path: RESET });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks Auth for the recovery mail with a link back to the update-password screen', async () => {
    const fetch = answerApi(200, {});
    const { user } = renderScreen(<ResetPasswordPage />, { path: RESET });
    await user.type(screen.getByLabelText(/^Email/), 'cara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(
      screen.getByText(/If cara@example.com has an account, we sent it a link to reset the password/),
    ).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0] ?? [];
    const sent = new URL(String(url));
    expect(sent.pathname).toBe('/auth/v1/recover');
    expect(sent.searchParams.get('redirect_to')).toBe(`${window.location.origin}${UPDATE}`);
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'cara@example.com',
      code_challenge_method: 's256',
    });
  });

  it('shows the same screen when Auth refuses a second request too soon', async () => {
    // GoTrue's answer to a client that sends X-Supabase-Api-Version: 2024-01-01, as auth-js does.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 'over_email_send_rate_limit',
              message: 'For security purposes, you can only request this after 1 seconds.',
            }),
            {
              status: 429,
              headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
            },
          ),
      ),
    );
    const { user } = renderScreen(<ResetPasswordPage />, { path: RESET });
    await user.type(screen.getByLabelText(/^Email/), 'cara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
  });

  it('says so when Auth fails, and keeps the form', async () => {
    answerApi(500, { code: 'unexpected_failure', msg: 'Error sending recovery email' });
    const { user } = renderScreen(<ResetPasswordPage />, { path: RESET });
    await user.type(screen.getByLabelText(/^Email/), 'cara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });
});

describe('the update-password screen', () => {
  it('says a used or expired link is invalid and offers a new one', async () => {
    renderScreen(<UpdatePasswordPage />, {
      path: UPDATE,
      url: `${UPDATE}?error=access_denied&error_code=otp_expired`,
    });
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', RESET);
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('says a link opened in another browser (without its PKCE verifier) is invalid', async () => {
    const fetch = answerApi(200, {});
    renderScreen(<UpdatePasswordPage />, {
      path: UPDATE,
      url: `${UPDATE}?code=8a3c0d7e-1111-4c2b-9f00-5b6c7d8e9f01`,
    });
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks a signed-in user for the new password twice, of at least 6 characters', async () => {
    const fetch = answerApi(200, {});
    const { user } = renderScreen(<UpdatePasswordPage />, { path: UPDATE, session: signedIn() });
    await user.type(await screen.findByLabelText(/^New Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));
    expect(await screen.findByText('Must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the new password and its confirmation together', async () => {
    const { user } = renderScreen(<UpdatePasswordPage />, { path: UPDATE, session: signedIn() });
    const fields = [
      await screen.findByLabelText(/^New Password/),
      screen.getByLabelText(/^Confirm Password/),
    ];
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0] as HTMLElement);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['text', 'text']);
  });

  it('says the link is invalid to a visitor who is not signed in and brings no code', async () => {
    renderScreen(<UpdatePasswordPage />, { path: UPDATE });
    expect(await screen.findByText(INVALID_LINK)).toBeInTheDocument();
  });
});
