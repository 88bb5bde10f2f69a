import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { apiKeyApi, type CreateApiKeyInput } from '#contract/api-keys';

/** GET /api/workspaces/:id/api-keys: the workspace's keys, newest first, for its owners. */
export function useApiKeys(workspaceId: string) {
  return useQuery({
    queryKey: queryKeys.workspaces.apiKeys(workspaceId),
    queryFn: () => callApi(apiKeyApi.list, { params: { id: workspaceId } }),
  });
}

/** POST /api/workspaces/:id/api-keys: the new key, whose secret this answer alone carries. */
export function useCreateApiKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyInput) => callApi(apiKeyApi.create, { params: { id: workspaceId }, body }),
    onSettled: () => invalidate(queryClient, queryKeys.workspaces.apiKeys(workspaceId)),
  });
}

export function useRevokeApiKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) => callApi(apiKeyApi.revoke, { params: { id: workspaceId, keyId } }),
    onSettled: () => invalidate(queryClient, queryKeys.workspaces.apiKeys(workspaceId)),
  });
}
