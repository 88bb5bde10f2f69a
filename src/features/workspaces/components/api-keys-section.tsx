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
import { apiKeyScopeLabels, type ApiKey } from '#contract/api-keys';
import type { WorkspaceDetail } from '#contract/workspaces';

/** The workspace's API keys for its owners: create one (shown once), see when each was last used, revoke. */
export function ApiKeysSection({ workspace }: { workspace: WorkspaceDetail }) {
  const [creating, create] = useDisclosure(false);
  const keys = useApiKeys(workspace.id);
  const revoke = useRevokeApiKey(workspace.id);

  const confirmRevoke = (key: ApiKey) =>
    confirmIrreversible({
      title: 'Revoke API key',
      confirmLabel: 'Revoke',
      children: `Requests with the key "${key.name}" (${key.prefix}…) will be refused from now on.`,
      onConfirm: () =>
        revoke.mutate(key.id, {
          onSuccess: () => notifications.show({ color: 'green', message: 'API key revoked' }),
          onError: (error) => notifyFailure('Failed to revoke the API key.', error),
        }),
    });

  return (
    <SectionCard
      title="API keys"
      aside={
        <Button leftSection={<IconKey size={16} aria-hidden />} onClick={create.open}>
          Create API key
        </Button>
      }
    >
      <QueryContent
        query={keys}
        what="the API keys"
        skeleton={{ rows: 1, height: 80 }}
        isEmpty={(data) => data.keys.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            No API keys yet.
          </Text>
        }
      >
        {(data) => (
          <Table.ScrollContainer minWidth={700}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Access</Table.Th>
                  <Table.Th>Created</Table.Th>
                  <Table.Th>Last used</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Status and actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.keys.map((key) => (
                  <Table.Tr key={key.id}>
                    <Table.Td>{key.name}</Table.Td>
                    <Table.Td>
                      <Text ff="monospace" size="sm">
                        {key.prefix}…
                      </Text>
                    </Table.Td>
                    <Table.Td>{apiKeyScopeLabels[key.scope]}</Table.Td>
                    <Table.Td>
                      {formatDate(key.created_at)}
                      {key.created_by_name && (
                        <Text size="xs" c="dimmed">
                          by {key.created_by_name}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{key.last_used_at ? formatDateTime(key.last_used_at) : 'Never'}</Table.Td>
                    <Table.Td>
                      {key.revoked_at ? (
                        <Badge color="gray" variant="light">
                          Revoked {formatDate(key.revoked_at)}
                        </Badge>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Revoke the API key ${key.name}`}
                          onClick={() => confirmRevoke(key)}
                        >
                          Revoke
                        </Button>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryContent>
      <CreateApiKeyModal workspaceId={workspace.id} opened={creating} onClose={create.close} />
    </SectionCard>
  );
}
