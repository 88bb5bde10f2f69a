import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import type { Accommodations } from '#contract/accommodations';
import { invitationApi } from '#contract/invitations';

/** PUT /api/invitations/:id/accommodations: until the candidate completes. */
function setAccommodations({ id, accommodations }: { id: string; accommodations: Accommodations }) {
  return callApi(invitationApi.setAccommodations, { params: { id }, body: accommodations });
}

export function useSetAccommodations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAccommodations,
    onSuccess: () => invalidate(queryClient, queryKeys.invitations.all),
  });
}
