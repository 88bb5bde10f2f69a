import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useCreateWebhookEndpoint } from '@/features/workspaces/api/webhooks-api';
import { notifyFailure } from '@/ui/notify-failure';
import { webhookEventLabelMessages, webhookFormMessages } from '@/features/workspaces/lib/contract-texts';
import { webhookEventTypes, type WebhookEventType } from '#contract/webhooks';

/** Registers an endpoint: its URL, an optional description and at least one event. */
export function AddWebhookEndpointModal({
  workspaceId,
  opened,
  onClose,
}: {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const create = useCreateWebhookEndpoint(workspaceId);
  const form = useForm({
    initialValues: { url: '', description: '', events: [] as string[] },
    validate: {
      url: (value) => (value.trim() === '' ? t(webhookFormMessages.url) : null),
      events: (value) => (value.length === 0 ? t(webhookFormMessages.events) : null),
    },
  });
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t`Add webhook endpoint`}>
      <form
        onSubmit={form.onSubmit((values) =>
          create.mutate(
            { ...values, events: values.events as WebhookEventType[] },
            {
              onSuccess: () => {
                notifications.show({ color: 'green', message: t`Endpoint added` });
                close();
              },
              onError: (error) => notifyFailure(t`Failed to add the endpoint.`, error),
            },
          ),
        )}
      >
        <Stack gap="sm">
          <TextInput
            label={t`Endpoint URL`}
            description={t`An https:// address (http:// only to localhost)`}
            withAsterisk
            {...form.getInputProps('url')}
          />
          <TextInput label={t`Description`} maxLength={200} {...form.getInputProps('description')} />
          <Checkbox.Group label={t`Events`} withAsterisk {...form.getInputProps('events')}>
            <Stack gap={6} mt="xs">
              {webhookEventTypes.map((type) => (
                <Checkbox key={type} value={type} label={`${type}: ${t(webhookEventLabelMessages[type])}`} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={create.isPending}>
              <Trans>Add endpoint</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
