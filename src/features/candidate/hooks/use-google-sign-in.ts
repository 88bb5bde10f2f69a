import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { rememberOAuthRedirect } from '@/features/candidate/lib/oauth-redirect-store';
import { SignInError } from '@/features/candidate/lib/sign-in-error';
import { supabaseAuth } from '@/lib/supabase';

/**
 * 'Continue with Google': Supabase Auth's OAuth with PKCE. supabase-js keeps the verifier and sends
 * the browser to Google; /candidate/auth/callback finishes the sign-in and goes on to `redirect`.
 */
export function useGoogleSignIn() {
  return useMutation({
    mutationFn: async (redirect: string) => {
      rememberOAuthRedirect(redirect);
      let result: Awaited<ReturnType<typeof supabaseAuth.signInWithOAuth>>;
      try {
        result = await supabaseAuth.signInWithOAuth({
          provider: 'google',
          options: { redirectTo: `${window.location.origin}${paths.candidateAuthCallback.getHref()}` },
        });
      } catch {
        throw new SignInError(t`An error occurred during Google sign-in. Please try again.`);
      }
      if (result.error) {
        const reason = result.error.message;
        throw new SignInError(t`Google sign-in failed: ${reason}`);
      }
      if (!result.data.url) throw new SignInError(t`Google sign-in failed. Please try again.`);
    },
  });
}
