import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Pagination, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  DELIVERY_PAGE_SIZE,
  useResendWebhookDelivery,
  useWebhookDeliveries,
} from '@/features/workspaces/api/webhooks-api';
import { webhookDeliveryStatusLabels } from '@/features/workspaces/lib/contract-texts';
import { formatDateTime } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { QueryContent } from '@/ui/query-content';
import type { WebhookDelivery, WebhookEndpoint } from '#contract/webhooks';

const DELIVERY_STATUS_COLOR = { PENDING: 'gray', DELIVERED: 'green', FAILED: 'red' } as const;

function lastResponse(delivery: WebhookDelivery): string {
  if (delivery.last_error) return delivery.last_error;
  if (delivery.last_status_code !== null) return `HTTP ${delivery.last_status_code}`;
  return '—';
}

/** An endpoint's delivery log, newest first, a page at a time, with Resend on each settled delivery. */
export function WebhookDeliveryLog({
  workspaceId,
  endpoint,
}: {
  workspaceId: string;
  endpoint: WebhookEndpoint;
}) {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(workspaceId, endpoint.id, page);
  const resend = useResendWebhookDelivery(workspaceId);
  const url = endpoint.url;
  return (
    <QueryContent
      query={deliveries}
      what={t`the delivery log`}
      skeleton={{ rows: 2, height: 32 }}
      isEmpty={(data) => data.total === 0}
      empty={
        <Text size="sm" c="dimmed">
          <Trans>No deliveries yet.</Trans>
        </Text>
      }
    >
      {(data) => (
        <Stack gap="xs">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" aria-label={t`Delivery log of ${url}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Event</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Created</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Status</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Attempts</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Last response</Trans>
                  </Table.Th>
                  <Table.Th>
                    <VisuallyHidden>
                      <Trans>Actions</Trans>
                    </VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.deliveries.map((delivery) => {
                  const eventType = delivery.event_type;
                  const createdAt = formatDateTime(delivery.created_at);
                  const nextAttemptAt = formatDateTime(delivery.next_attempt_at);
                  return (
                    <Table.Tr key={delivery.id}>
                      <Table.Td>{delivery.event_type}</Table.Td>
                      <Table.Td>{createdAt}</Table.Td>
                      <Table.Td>
                        <Badge color={DELIVERY_STATUS_COLOR[delivery.status]} variant="light">
                          {t(webhookDeliveryStatusLabels[delivery.status])}
                        </Badge>
                        {delivery.status === 'PENDING' && delivery.attempts > 0 && (
                          <Text size="xs" c="dimmed">
                            <Trans>Next attempt {nextAttemptAt}</Trans>
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{delivery.attempts}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{lastResponse(delivery)}</Table.Td>
                      <Table.Td>
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={t`Resend the ${eventType} event of ${createdAt}`}
                          disabled={resend.isPending || delivery.status === 'PENDING'}
                          onClick={() =>
                            resend.mutate(
                              { endpointId: endpoint.id, deliveryId: delivery.id },
                              {
                                onSuccess: () =>
                                  notifications.show({ color: 'green', message: t`Delivery queued again` }),
                                onError: (error) => notifyFailure(t`Failed to resend the delivery.`, error),
                              },
                            )
                          }
                        >
                          <Trans>Resend</Trans>
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.total > DELIVERY_PAGE_SIZE && (
            <Pagination
              total={Math.ceil(data.total / DELIVERY_PAGE_SIZE)}
              value={page}
              onChange={setPage}
              size="sm"
              aria-label={t`Delivery log pages`}
            />
          )}
        </Stack>
      )}
    </QueryContent>
  );
}
