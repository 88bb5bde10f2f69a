import type { Candidate } from '#contract/candidates';
import type { Locale } from '#contract/locale-tags';
import { userApi } from '#contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { rememberAccountLocale } from '@/i18n/locale-preference';

/**
 * PUT /api/users/me/locale: the language the candidate chose in the portal, kept on their account
 * so it follows them to another device (issue #36).
 */
export function useSaveAccountLocale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (locale: Locale | null) => callApi(userApi.setLocale, { body: { locale } }),
    onSuccess: ({ locale }) => {
      rememberAccountLocale(locale);
      queryClient.setQueryData<Candidate>(queryKeys.candidate.me(), (candidate) =>
        candidate ? { ...candidate, locale } : candidate,
      );
    },
  });
}
