import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useCreateApiKey } from '@/features/workspaces/api/api-keys';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';
import { apiKeyScopeLabelMessages } from '@/features/workspaces/lib/contract-texts';
import { apiKeyScopes, createApiKeySchema } from '#contract/api-keys';

const validate = schemaResolver(createApiKeySchema, { sync: true });

interface CreateApiKeyModalProps {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
}

/** Create API key: a name and a scope, then the whole key, shown this once, to copy. */
export function CreateApiKeyModal({ workspaceId, opened, onClose }: CreateApiKeyModalProps) {
  const { t } = useLingui();
  const create = useCreateApiKey(workspaceId);
  const [secret, setSecret] = useState<string>();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: '', scope: 'READ' },
    validate,
  });

  const close = () => {
    form.reset();
    setSecret(undefined);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    create.mutate(createApiKeySchema.parse(values), {
      onSuccess: (created) => setSecret(created.secret),
      onError: (error) => {
        showServerFieldErrors(form, error);
        notifyFailure(t`Failed to create the API key.`, error);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t`Create API key`} centered>
      {secret ? (
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            title={t`Copy the key now`}
          >
            <Trans>
              This is the only time the key is shown. Store it somewhere safe: anyone who has it can use the
              API for this workspace. If you lose it, revoke it and create a new one.
            </Trans>
          </Alert>
          <Group gap="xs" wrap="nowrap" align="flex-end">
            <TextInput label={t`API key`} value={secret} readOnly style={{ flex: 1 }} />
            <CopyButton value={secret}>
              {({ copied, copy }) => (
                <Button variant="default" onClick={copy}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Group justify="flex-end">
            <Button onClick={close}>
              <Trans>Done</Trans>
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">
              <Trans>A key lets your applicant tracking system use the API for this workspace.</Trans>
            </Text>
            <TextInput
              label={t`Name`}
              placeholder={t`e.g. Our applicant tracking system`}
              withAsterisk
              data-autofocus
              {...form.getInputProps('name')}
            />
            <Radio.Group label={t`Access`} withAsterisk {...form.getInputProps('scope')}>
              <Stack gap="xs" mt="xs">
                {apiKeyScopes.map((scope) => (
                  <Radio key={scope} value={scope} label={t(apiKeyScopeLabelMessages[scope])} />
                ))}
              </Stack>
            </Radio.Group>
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={create.isPending}>
                <Trans>Create key</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
