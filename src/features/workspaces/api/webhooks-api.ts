import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { invalidate } from '@/api/invalidate';
import { queryKeys } from '@/api/query-keys';
import { callApi } from '@/lib/api-client';
import { webhooksApi, type CreateWebhookEndpoint, type UpdateWebhookEndpoint } from '#contract/webhooks';

const webhookKeys = {
  all: (workspaceId: string) => [...queryKeys.workspaces.all, 'webhooks', workspaceId] as const,
  deliveries: (workspaceId: string, endpointId: string, page: number) =>
    [...queryKeys.workspaces.all, 'webhooks', workspaceId, 'deliveries', endpointId, page] as const,
};

/** While a delivery waits for the worker, the log asks again this often. */
const PENDING_REFETCH_MS = 2000;

export const DELIVERY_PAGE_SIZE = 20;

/** GET /api/workspaces/:id/webhooks: the owners' endpoints, with their secrets. */
export function useWebhookEndpoints(workspaceId: string) {
  return useQuery({
    queryKey: webhookKeys.all(workspaceId),
    queryFn: () => callApi(webhooksApi.list, { params: { id: workspaceId } }),
  });
}

/** GET …/webhooks/:endpointId/deliveries: one page of the log, newest first, refreshed while one is pending. */
export function useWebhookDeliveries(workspaceId: string, endpointId: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(workspaceId, endpointId, page),
    queryFn: () =>
      callApi(webhooksApi.deliveries, {
        params: { id: workspaceId, endpointId },
        query: { page, page_size: DELIVERY_PAGE_SIZE },
      }),
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.status === 'PENDING')
        ? PENDING_REFETCH_MS
        : false,
  });
}

function useWebhookMutation<Input, Output>(
  workspaceId: string,
  mutationFn: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => invalidate(queryClient, webhookKeys.all(workspaceId)),
  });
}

export function useCreateWebhookEndpoint(workspaceId: string) {
  return useWebhookMutation(workspaceId, (body: CreateWebhookEndpoint) =>
    callApi(webhooksApi.create, { params: { id: workspaceId }, body }),
  );
}

export function useUpdateWebhookEndpoint(workspaceId: string) {
  return useWebhookMutation(
    workspaceId,
    ({ endpointId, body }: { endpointId: string; body: UpdateWebhookEndpoint }) =>
      callApi(webhooksApi.update, { params: { id: workspaceId, endpointId }, body }),
  );
}

export function useDeleteWebhookEndpoint(workspaceId: string) {
  return useWebhookMutation(workspaceId, (endpointId: string) =>
    callApi(webhooksApi.remove, { params: { id: workspaceId, endpointId } }),
  );
}

export function useSendWebhookTest(workspaceId: string) {
  return useWebhookMutation(workspaceId, (endpointId: string) =>
    callApi(webhooksApi.sendTest, { params: { id: workspaceId, endpointId } }),
  );
}

export function useResendWebhookDelivery(workspaceId: string) {
  return useWebhookMutation(
    workspaceId,
    ({ endpointId, deliveryId }: { endpointId: string; deliveryId: string }) =>
      callApi(webhooksApi.resend, { params: { id: workspaceId, endpointId, deliveryId } }),
  );
}
