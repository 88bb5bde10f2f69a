import {
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  Pagination,
  Paper,
  PasswordInput,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  DELIVERY_PAGE_SIZE,
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useResendWebhookDelivery,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from '@/features/workspaces/api/webhooks-api';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { formatDateTime } from '@/ui/format-date';
import { LoadError } from '@/ui/load-error';
import { QueryContent } from '@/ui/query-content';
import { notifyFailure } from '@/ui/notify-failure';
import { SectionCard } from '@/ui/section-card';
import {
  webhookErrorMessages,
  webhookEventLabels,
  webhookEventTypes,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@contract/webhooks';
import type { WorkspaceDetail } from '@contract/workspaces';

const DELIVERY_STATUS_COLOR = { PENDING: 'gray', DELIVERED: 'green', FAILED: 'red' } as const;

/**
 * The workspace's webhook endpoints (issue #22 item 4), for its owners: add one with the events it
 * wants, copy its signing secret, send a test event, read its delivery log and resend from it.
 */
export function WebhooksSection({ workspace }: { workspace: WorkspaceDetail }) {
  const [adding, add] = useDisclosure(false);
  const endpoints = useWebhookEndpoints(workspace.id);
  return (
    <SectionCard
      title="Webhooks"
      aside={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add.open}>
          Add endpoint
        </Button>
      }
    >
      <Text size="sm" c="dimmed" mb="md">
        We send each event you choose to your endpoint, signed per the Standard Webhooks specification with
        the endpoint&apos;s secret, and retry a failed delivery for more than a day.
      </Text>
      <QueryContent
        query={endpoints}
        what="the webhook endpoints"
        skeleton={{ rows: 1, height: 80 }}
        isEmpty={(data) => data.endpoints.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No endpoints yet.
          </Text>
        }
      >
        {(data) => (
          <Stack gap="md">
            {data.endpoints.map((endpoint) => (
              <EndpointCard key={endpoint.id} workspaceId={workspace.id} endpoint={endpoint} />
            ))}
          </Stack>
        )}
      </QueryContent>
      <AddEndpointModal workspaceId={workspace.id} opened={adding} onClose={add.close} />
    </SectionCard>
  );
}

function AddEndpointModal({
  workspaceId,
  opened,
  onClose,
}: {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const create = useCreateWebhookEndpoint(workspaceId);
  const form = useForm({
    initialValues: { url: '', description: '', events: [] as string[] },
    validate: {
      url: (value) => (value.trim() === '' ? webhookErrorMessages.url : null),
      events: (value) => (value.length === 0 ? webhookErrorMessages.events : null),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title="Add webhook endpoint">
      <form
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { ...values, events: values.events as WebhookEventType[] },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: 'Endpoint added' });
                close();
              },
              onError: (error) => notifyFailure('Failed to add the endpoint.', error),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label="Endpoint URL"
            description="An https:// address (http:// only to localhost)"
            withAsterisk
            {...form.getInputProps('url')}
          />
          <TextInput label="Description" maxLength={200} {...form.getInputProps('description')} />
          <Checkbox.Group label="Events" withAsterisk {...form.getInputProps('events')}>
            <Stack gap={6} mt="xs">
              {webhookEventTypes.map((type) => (
                <Checkbox key={type} value={type} label={`${type}: ${webhookEventLabels[type]}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Add endpoint
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function EndpointCard({ workspaceId, endpoint }: { workspaceId: string; endpoint: WebhookEndpoint }) {
  const [logOpen, log] = useDisclosure(false);
  const update = useUpdateWebhookEndpoint(workspaceId);
  const remove = useDeleteWebhookEndpoint(workspaceId);
  const sendTest = useSendWebhookTest(workspaceId);

  const toggle = () =>
    update.mutate(
      { endpointId: endpoint.id, body: { enabled: !endpoint.enabled } },
      {
        onSuccess: (changed) =>
          notifications.show({
            color: 'green',
            message: changed.enabled ? 'Endpoint enabled' : 'Endpoint disabled',
          }),
        onError: (error) => notifyFailure('Failed to change the endpoint.', error),
      },
    );
  const confirmDelete = () =>
    confirmIrreversible({
      title: 'Delete endpoint',
      confirmLabel: 'Delete',
      children: `${endpoint.url} will get no more events, and its delivery log is deleted.`,
      onConfirm: () =>
        remove.mutate(endpoint.id, {
          onSuccess: () => notifications.show({ color: 'green', message: 'Endpoint deleted' }),
          onError: (error) => notifyFailure('Failed to delete the endpoint.', error),
        }),
    });

  return (
    <Paper component="article" aria-label={`Endpoint ${endpoint.url}`} withBorder p="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="sm" c="dimmed">
                {endpoint.description}
              </Text>
            )}
          </div>
          <Badge color={endpoint.enabled ? 'green' : 'red'} variant="light">
            {endpoint.enabled ? 'Enabled' : 'Disabled'}
          </Badge>
        </Group>
        {endpoint.disabled_reason && (
          <Text size="sm" c="red.8">
            {endpoint.disabled_reason}
          </Text>
        )}
        <Group gap={6}>
          {endpoint.events.map((type) => (
            <Badge key={type} variant="outline" tt="none">
              {type}
            </Badge>
          ))}
        </Group>
        <Group gap="xs" align="flex-end">
          <PasswordInput
            label="Signing secret"
            value={endpoint.secret}
            readOnly
            style={{ flex: 1 }}
            visibilityToggleButtonProps={{ 'aria-label': 'Show the signing secret' }}
          />
          <CopyButton value={endpoint.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-label="Copy the signing secret">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={sendTest.isPending}
            onClick={() =>
              sendTest.mutate(endpoint.id, {
                onSuccess: () => {
                  notifications.show({ color: 'green', message: 'Test event queued' });
                  log.open();
                },
                onError: (error) => notifyFailure('Failed to send a test event.', error),
              })
            }
          >
            Send test event
          </Button>
          <Button size="xs" variant="subtle" onClick={log.toggle} aria-expanded={logOpen}>
            {logOpen ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button size="xs" variant="subtle" loading={update.isPending} onClick={toggle}>
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={confirmDelete}>
            Delete
          </Button>
        </Group>
        {logOpen && <DeliveryLog workspaceId={workspaceId} endpoint={endpoint} />}
      </Stack>
    </Paper>
  );
}

function lastResponse(delivery: WebhookDelivery): string {
  if (delivery.last_error) return delivery.last_error;
  if (delivery.last_status_code !== null) return `HTTP ${delivery.last_status_code}`;
  return '—';
}

function DeliveryLog({ workspaceId, endpoint }: { workspaceId: string; endpoint: WebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const deliveries = useWebhookDeliveries(workspaceId, endpoint.id, page);
  const resend = useResendWebhookDelivery(workspaceId);
  if (deliveries.isPending) return <Text size="sm">Loading deliveries…</Text>;
  if (deliveries.isError) {
    return (
      <LoadError
        what="the delivery log"
        error={deliveries.error}
        retrying={deliveries.isFetching}
        onRetry={() => void deliveries.refetch()}
      />
    );
  }
  const { total } = deliveries.data;
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        No deliveries yet.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table verticalSpacing="xs" aria-label={`Delivery log of ${endpoint.url}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last response</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.data.deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{delivery.event_type}</Table.Td>
                <Table.Td>{formatDateTime(delivery.created_at)}</Table.Td>
                <Table.Td>
                  <Badge color={DELIVERY_STATUS_COLOR[delivery.status]} variant="light">
                    {delivery.status}
                  </Badge>
                  {delivery.status === 'PENDING' && delivery.attempts > 0 && (
                    <Text size="xs" c="dimmed">
                      Next attempt {formatDateTime(delivery.next_attempt_at)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{delivery.attempts}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{lastResponse(delivery)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    aria-label={`Resend the ${delivery.event_type} event of ${formatDateTime(delivery.created_at)}`}
                    disabled={resend.isPending || delivery.status === 'PENDING'}
                    onClick={() =>
                      resend.mutate(
                        { endpointId: endpoint.id, deliveryId: delivery.id },
                        {
                          onSuccess: () =>
                            notifications.show({ color: 'green', message: 'Delivery queued again' }),
                          onError: (error) => notifyFailure('Failed to resend the delivery.', error),
                        },
                      )
                    }
                  >
                    Resend
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > DELIVERY_PAGE_SIZE && (
        <Pagination
          total={Math.ceil(total / DELIVERY_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          size="sm"
          aria-label="Delivery log pages"
        />
      )}
    </Stack>
  );
}
