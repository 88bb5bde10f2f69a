import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { rememberAccountLocale } from '@/i18n/locale-preference';
import { useNavigateAndWait } from '@/lib/navigate-and-wait';
import { supabaseAuth } from '@/lib/supabase';

/**
 * Returns to the landing page, then ends the Supabase session and forgets the signed-in user's cached
 * data: in that order, so the guard of the screen left does not send the visitor to a sign-in page.
 */
export function useLogout() {
  const { t } = useLingui();
  const navigateAndWait = useNavigateAndWait();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await navigateAndWait(paths.home.getHref());
      const { error } = await supabaseAuth.signOut();
      if (error) throw error;
    },
    onSuccess: () => {
      queryClient.clear();
      // The next sign-in screen speaks the device's language, not the account's that left.
      rememberAccountLocale(null);
    },
    onError: (error) => {
      notifications.show({ color: 'red', title: t`Sign out failed`, message: error.message });
    },
  });
}
