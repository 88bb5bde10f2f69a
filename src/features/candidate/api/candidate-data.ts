import { candidateApi } from '#contract/candidates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api-client';
import { downloadJson } from '@/lib/download-file';
import { useNavigateAndWait } from '@/lib/navigate-and-wait';
import { supabaseAuth } from '@/lib/supabase';

/** GET /api/candidates/me/data, saved as my-data-<date>.json (issue #20 item 3). */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await callApi(candidateApi.myData);
      downloadJson(`my-data-${data.exported_at.slice(0, 10)}.json`, data);
    },
  });
}

/** DELETE /api/candidates/invitations/:id/data: that interview's data, at once. */
export function useDeleteInterviewData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(candidateApi.deleteInvitationData, { params: { id } }),
    onSuccess: () => invalidate(queryClient, queryKeys.candidate.all),
  });
}

/** DELETE /api/candidates/me: the account and all its data; then this browser forgets the session. */
export function useDeleteAccount() {
  const navigateAndWait = useNavigateAndWait();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(candidateApi.deleteAccount),
    // Off the portal first, so its guard does not send the signed-out visitor to the sign-in page;
    // the account is gone, so only this browser's copy of the session is left to drop.
    onSuccess: async () => {
      await navigateAndWait(paths.home.getHref());
      await supabaseAuth.signOut({ scope: 'local' });
      queryClient.clear();
    },
  });
}
