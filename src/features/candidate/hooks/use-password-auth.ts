import { t } from '@lingui/core/macro';
import { isAuthApiError } from '@supabase/auth-js';
import { useMutation } from '@tanstack/react-query';
import { isSupportedLocale } from '#contract/locale-tags';
import { paths } from '@/config/paths';
import type { Registration } from '@/features/candidate/lib/login-schemas';
import { rememberOAuthRedirect } from '@/features/candidate/lib/oauth-redirect-store';
import { SignInError } from '@/features/candidate/lib/sign-in-error';
import { activeLocale } from '@/i18n/catalogues';
import { supabaseAuth } from '@/lib/supabase';

const INVITE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** E-mail and password sign-in through Supabase Auth; the session it stores is the sign-in state. */
export function usePasswordSignIn() {
  return useMutation({
    mutationFn: async (credentials: { email: string; password: string }) => {
      let result: Awaited<ReturnType<typeof supabaseAuth.signInWithPassword>>;
      try {
        result = await supabaseAuth.signInWithPassword(credentials);
      } catch {
        throw new SignInError(t`An error occurred. Please try again.`);
      }
      const { error } = result;
      if (!error) return;
      if (isAuthApiError(error) && error.code === 'email_not_confirmed') {
        throw new SignInError(t`Please confirm your email first: open the link we sent you.`);
      }
      if (isAuthApiError(error) && (error.code === 'invalid_credentials' || error.status === 400)) {
        throw new SignInError(t`Invalid email or password`);
      }
      throw new SignInError(t`An error occurred. Please try again.`);
    },
  });
}

export interface RegistrationOutcome {
  /** False when the project asks for the e-mail to be confirmed before the first sign-in. */
  signedIn: boolean;
}

/**
 * Registration is Supabase Auth's sign-up with the names as user metadata (the profile trigger
 * reads them). An invitation token goes along too: the database binds that invitation to the new
 * account (docs/product.md §2: registering with an invitation token). So does the page's language
 * (none for the tests' pseudo-locale): Auth's Send Email Hook writes the confirmation in it (issue #36).
 */
export function useRegister() {
  return useMutation({
    mutationFn: async ({
      values,
      token,
      redirect,
    }: {
      values: Registration;
      token: string | null;
      redirect: string;
    }): Promise<RegistrationOutcome> => {
      // The confirmation link comes back to the callback page, which then goes on to `redirect`.
      rememberOAuthRedirect(redirect);
      const locale = activeLocale();
      let result: Awaited<ReturnType<typeof supabaseAuth.signUp>>;
      try {
        result = await supabaseAuth.signUp({
          email: values.email,
          password: values.password,
          options: {
            emailRedirectTo: `${window.location.origin}${paths.candidateAuthCallback.getHref()}`,
            data: {
              first_name: values.first_name,
              last_name: values.last_name,
              ...(token && INVITE_TOKEN.test(token) && { invitation_token: token }),
              ...(isSupportedLocale(locale) && { locale }),
            },
          },
        });
      } catch {
        throw new SignInError(t`An error occurred. Please try again.`);
      }
      if (result.error) throw new SignInError(t`Registration failed. Please try again.`);
      return { signedIn: result.data.session !== null };
    },
  });
}

/**
 * Supabase Auth's password recovery: a mail with a link back to the update-password screen. Auth
 * answers the same for an address without an account; a second request within a second is refused
 * only for an address with one, so that refusal is taken as a sent mail too, never shown.
 */
export function usePasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      let result: Awaited<ReturnType<typeof supabaseAuth.resetPasswordForEmail>>;
      try {
        result = await supabaseAuth.resetPasswordForEmail(email, {
          redirectTo: `${window.location.origin}${paths.candidateUpdatePassword.getHref()}`,
        });
      } catch {
        throw new SignInError(t`An error occurred. Please try again.`);
      }
      const { error } = result;
      if (error && !(isAuthApiError(error) && error.code === 'over_email_send_rate_limit')) {
        throw new SignInError(t`An error occurred. Please try again.`);
      }
    },
  });
}

/** The new password of the signed-in user (the recovery link's session). */
export function useUpdatePassword() {
  return useMutation({
    mutationFn: async (password: string) => {
      let result: Awaited<ReturnType<typeof supabaseAuth.updateUser>>;
      try {
        result = await supabaseAuth.updateUser({ password });
      } catch {
        throw new SignInError(t`An error occurred. Please try again.`);
      }
      const { error } = result;
      if (!error) return;
      if (isAuthApiError(error) && error.code === 'same_password') {
        throw new SignInError(t`Choose a password different from your current one.`);
      }
      if (error.name === 'AuthSessionMissingError' || (isAuthApiError(error) && error.status === 401)) {
        throw new SignInError(resetLinkInvalid());
      }
      throw new SignInError(t`An error occurred. Please try again.`);
    },
  });
}

/** What a used, expired or foreign recovery link leads to (docs/product.md, candidate login). */
export function resetLinkInvalid(): string {
  return t`This password reset link is invalid or has expired. Request a new one.`;
}
