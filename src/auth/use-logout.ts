import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { rememberAccountLocale } from '@/i18n/locale-preference';
import { supabaseAuth } from '@/lib/supabase';

/** Ends the Supabase session, forgets the signed-in user's cached data and returns to the landing page. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const { error } = await supabaseAuth.signOut();
      if (error) throw error;
    },
    onSuccess: async () => {
      await navigate(paths.home.getHref(), { replace: true });
      queryClient.clear();
      // The next sign-in screen speaks the device's language, not the account's that left.
      rememberAccountLocale(null);
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: 'Sign out failed', message: error.message });
    },
  });
}
