import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { queryKeys } from '@/api/query-keys';
import type { Consent, GiveConsentInput } from '#contract/consent';
import { takeApi, type TakeInterview } from '#contract/take';

/** POST /api/take/:token/consent: the notice agreed to, with the candidate's AI choice. */
function giveConsent(token: string, body: GiveConsentInput): Promise<Consent> {
  return callApi(takeApi.consent, { params: { token }, body });
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
