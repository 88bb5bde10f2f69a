import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CandidateLoginPage } from '../../src/features/candidate/candidate-login-page.tsx';
import { RegisterForm } from '../../src/features/candidate/components/register-form.tsx';
import { SignInForm } from '../../src/features/candidate/components/sign-in-form.tsx';
import { answerApi, renderScreen } from './render.tsx';

describe('the sign-in form', () => {
  it('asks for both fields and sends nothing while one is missing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderScreen(<SignInForm onError={() => {}} />, { path: '/candidate/login' });
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the registration form', () => {
  it('checks the names, the password length and that both passwords match', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user } = renderScreen(
      <RegisterForm token={null} redirect="/candidate/dashboard" onError={() => {}} />,
      {
        path: '/candidate/login',
      },
    );
    await user.type(screen.getByLabelText(/^Email/), 'new@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Must be at least 6 characters long')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the password and its confirmation together, from either toggle', async () => {
    const { user } = renderScreen(
      <RegisterForm token={null} redirect="/candidate/dashboard" onError={() => {}} />,
      { path: '/candidate/login' },
    );
    const fields = [screen.getByLabelText(/^Password/), screen.getByLabelText(/^Confirm Password/)];
    await user.click(screen.getAllByRole('button', { name: 'Show password' })[1] as HTMLElement);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['text', 'text']);
    expect(screen.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2);
    await user.click(screen.getAllByRole('button', { name: 'Hide password' })[0] as HTMLElement);
    expect(fields.map((field) => field.getAttribute('type'))).toEqual(['password', 'password']);
  });
});

describe('the candidate login page', () => {
  function openLogin() {
    return renderScreen(<CandidateLoginPage />, { path: '/candidate/login' });
  }

  it('a bad sign-in shows Invalid email or password and stays', async () => {
    const fetch = answerApi(400, { code: 'invalid_credentials', msg: 'Invalid login credentials' });
    const { user, router } = openLogin();
    await user.type(screen.getByLabelText(/^Email/), 'lena@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('alert', { name: 'Invalid email or password' })).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/auth\/v1\/token\?grant_type=password$/);
    expect(router.state.location.pathname).toBe('/candidate/login');
  });

  it('a failed registration shows the spec’s text alone, never Auth’s own message', async () => {
    answerApi(422, { code: 'user_already_exists', msg: 'User already registered' });
    const { user } = openLogin();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(screen.getByLabelText(/^First Name/), 'Ref');
    await user.type(screen.getByLabelText(/^Last Name/), 'Used');
    await user.type(screen.getByLabelText(/^Email/), 'refused@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct-horse-battery');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'correct-horse-battery');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const alert = await screen.findByRole('alert', { name: 'Registration failed. Please try again.' });
    expect(alert).toHaveTextContent(/^Registration failed\. Please try again\.$/);
    expect(screen.queryByText('User already registered')).not.toBeInTheDocument();
  });
});
