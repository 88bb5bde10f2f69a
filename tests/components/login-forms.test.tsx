import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RegisterForm } from '../../src/features/candidate/components/register-form.tsx';
import { SignInForm } from '../../src/features/candidate/components/sign-in-form.tsx';
import { renderScreen } from './render.tsx';

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
