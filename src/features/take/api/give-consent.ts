import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';
import type { Consent, GiveConsentInput } from '#contract/consent';
import { isSupportedLocale } from '#contract/locale-tags';
import { takeApi, type TakeInterview } from '#contract/take';
import { activeLocale } from '@/i18n/catalogues';

/**
 * POST /api/take/:token/consent: the notice agreed to, with the candidate's AI choice and the
 * language the page showed it in (none for a language the api does not know, such as the tests'
 * pseudo-locale: the interview's is then recorded).
 */
function giveConsent(token: string, body: GiveConsentInput): Promise<Consent> {
  const locale = activeLocale();
  return callApi(takeApi.consent, {
    params: { token },
    body: isSupportedLocale(locale) ? { ...body, locale } : body,
  });
}

export function useGiveConsent(token: string, userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GiveConsentInput) => giveConsent(token, body),
    // The page reads the consent from the link's data: the tech check follows at once.
    onSuccess: (consent) =>
      queryClient.setQueryData<TakeInterview>(queryKeys.take.interview(token, userId), (take) =>
        take ? { ...take, notice: { ...take.notice, consent } } : take,
      ),
  });
}
