import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, CopyButton, Group, Paper, PasswordInput, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  useDeleteWebhookEndpoint,
  useSendWebhookTest,
  useUpdateWebhookEndpoint,
} from '@/features/workspaces/api/webhooks-api';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { notifyFailure } from '@/ui/notify-failure';
import type { WebhookEndpoint } from '#contract/webhooks';
import { WebhookDeliveryLog } from '@/features/workspaces/components/webhook-delivery-log';

/**
 * One endpoint: its URL, state, events and signing secret (to copy), with Send test event, its
 * delivery log (shown on demand, and after a test event), Enable or Disable, and Delete.
 */
export function WebhookEndpointCard({
  workspaceId,
  endpoint,
}: {
  workspaceId: string;
  endpoint: WebhookEndpoint;
}) {
  const { t } = useLingui();
  const [logOpen, log] = useDisclosure(false);
  const url = endpoint.url;
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
            message: changed.enabled ? t`Endpoint enabled` : t`Endpoint disabled`,
          }),
        onError: (error) => notifyFailure(t`Failed to change the endpoint.`, error),
      },
    );
  const confirmDelete = () =>
    confirmIrreversible({
      title: t`Delete endpoint`,
      confirmLabel: t`Delete`,
      children: t`${url} will get no more events, and its delivery log is deleted.`,
      onConfirm: () =>
        remove.mutate(endpoint.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t`Endpoint deleted` }),
          onError: (error) => notifyFailure(t`Failed to delete the endpoint.`, error),
        }),
    });

  return (
    <Paper component="article" aria-label={t`Endpoint ${url}`} withBorder p="md">
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
            {endpoint.enabled ? t`Enabled` : t`Disabled`}
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
            label={t`Signing secret`}
            value={endpoint.secret}
            readOnly
            style={{ flex: 1 }}
            visibilityToggleButtonProps={{ 'aria-label': t`Show the signing secret` }}
          />
          <CopyButton value={endpoint.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} aria-label={t`Copy the signing secret`}>
                {copied ? t`Copied` : t`Copy`}
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
                  notifications.show({ color: 'green', message: t`Test event queued` });
                  log.open();
                },
                onError: (error) => notifyFailure(t`Failed to send a test event.`, error),
              })
            }
          >
            <Trans>Send test event</Trans>
          </Button>
          <Button size="xs" variant="subtle" onClick={log.toggle} aria-expanded={logOpen}>
            {logOpen ? t`Hide delivery log` : t`Delivery log`}
          </Button>
          <Button size="xs" variant="subtle" loading={update.isPending} onClick={toggle}>
            {endpoint.enabled ? t`Disable` : t`Enable`}
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={confirmDelete}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
        {logOpen && <WebhookDeliveryLog workspaceId={workspaceId} endpoint={endpoint} />}
      </Stack>
    </Paper>
  );
}
