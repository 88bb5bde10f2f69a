import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';

/** Sends the browser to Google through Supabase Auth (PKCE); /auth/callback finishes the sign-in. */
export function useRecruiterSignIn() {
  const { t } = useLingui();
  return useMutation({
    mutationFn: async () => {
      // Loaded on the click: the landing page's first visit does not download the auth client.
      const { supabaseAuth } = await import('@/lib/supabase');
      const { error } = await supabaseAuth.signInWithOAuth({
        provider: 'google',
        options: { redirectTo: `${window.location.origin}${paths.recruiterAuthCallback.getHref()}` },
      });
      if (error) throw error;
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: t`Recruiter Login failed`, message: error.message });
    },
  });
}
