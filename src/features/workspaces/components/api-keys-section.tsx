import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconKey } from '@tabler/icons-react';
import { useApiKeys, useRevokeApiKey } from '@/features/workspaces/api/api-keys';
import { CreateApiKeyModal } from '@/features/workspaces/components/create-api-key-modal';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { formatDate, formatDateTime } from '@/ui/format-date';
import { notifyFailure } from '@/ui/notify-failure';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { apiKeyScopeLabelMessages } from '@/features/workspaces/lib/contract-texts';
import type { ApiKey } from '#contract/api-keys';
import type { WorkspaceDetail } from '#contract/workspaces';

/** The workspace's API keys for its owners: create one (shown once), see when each was last used, revoke. */
export function ApiKeysSection({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useLingui();
  const [creating, create] = useDisclosure(false);
  const keys = useApiKeys(workspace.id);
  const revoke = useRevokeApiKey(workspace.id);

  const confirmRevoke = (key: ApiKey) => {
    const name = key.name;
    const prefix = key.prefix;
    confirmIrreversible({
      title: t`Revoke API key`,
      confirmLabel: t`Revoke`,
      children: t`Requests with the key "${name}" (${prefix}…) will be refused from now on.`,
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t`API key revoked` }),
          onError: (error) => notifyFailure(t`Failed to revoke the API key.`, error),
        }),
    });
  };

  return (
    <SectionCard
      title={t`API keys`}
      aside={
        <Button leftSection={<IconKey size={16} aria-hidden />} onClick={create.open}>
          <Trans>Create API key</Trans>
        </Button>
      }
    >
      <QueryContent
        query={keys}
        what={t`the API keys`}
        skeleton={{ rows: 1, height: 80 }}
        isEmpty={(data) => data.keys.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            <Trans>No API keys yet.</Trans>
          </Text>
        }
      >
        {(data) => (
          <Table.ScrollContainer minWidth={700}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>
                    <Trans>Name</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Key</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Access</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Created</Trans>
                  </Table.Th>
                  <Table.Th>
                    <Trans>Last used</Trans>
                  </Table.Th>
                  <Table.Th>
                    <VisuallyHidden>
                      <Trans>Status and actions</Trans>
                    </VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.keys.map((key) => {
                  const name = key.name;
                  const createdBy = key.created_by_name;
                  const revokedAt = key.revoked_at ? formatDate(key.revoked_at) : '';
                  return (
                    <Table.Tr key={key.id}>
                      <Table.Td>{key.name}</Table.Td>
                      <Table.Td>
                        <Text ff="monospace" size="sm">
                          {key.prefix}…
                        </Text>
                      </Table.Td>
                      <Table.Td>{t(apiKeyScopeLabelMessages[key.scope])}</Table.Td>
                      <Table.Td>
                        {formatDate(key.created_at)}
                        {createdBy && (
                          <Text size="xs" c="dimmed">
                            <Trans>by {createdBy}</Trans>
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{key.last_used_at ? formatDateTime(key.last_used_at) : t`Never`}</Table.Td>
                      <Table.Td>
                        {key.revoked_at ? (
                          <Badge color="gray" variant="light">
                            <Trans>Revoked {revokedAt}</Trans>
                          </Badge>
                        ) : (
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            aria-label={t`Revoke the API key ${name}`}
                            onClick={() => confirmRevoke(key)}
                          >
                            <Trans>Revoke</Trans>
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
      <CreateApiKeyModal workspaceId={workspace.id} opened={creating} onClose={create.close} />
    </SectionCard>
  );
}
