import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useWebhookEndpoints } from '@/features/workspaces/api/webhooks-api';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import type { WorkspaceDetail } from '#contract/workspaces';
import { AddWebhookEndpointModal } from '@/features/workspaces/components/add-webhook-endpoint-modal';
import { WebhookEndpointCard } from '@/features/workspaces/components/webhook-endpoint-card';

/**
 * The workspace's webhook endpoints (issue #22 item 4), for its owners: add one with the events it
 * wants, copy its signing secret, send a test event, read its delivery log and resend from it.
 */
export function WebhooksSection({ workspace }: { workspace: WorkspaceDetail }) {
  const { t } = useLingui();
  const [adding, add] = useDisclosure(false);
  const endpoints = useWebhookEndpoints(workspace.id);
  return (
    <SectionCard
      title={t`Webhooks`}
      aside={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add.open}>
          <Trans>Add endpoint</Trans>
        </Button>
      }
    >
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          We send each event you choose to your endpoint, signed per the Standard Webhooks specification with
          the endpoint&apos;s secret, and retry a failed delivery for more than a day.
        </Trans>
      </Text>
      <QueryContent
        query={endpoints}
        what={t`the webhook endpoints`}
        skeleton={{ rows: 1, height: 80 }}
        isEmpty={(data) => data.endpoints.length === 0}
        empty={
          <Text size="sm" c="dimmed">
            <Trans>No endpoints yet.</Trans>
          </Text>
        }
      >
        {(data) => (
          <Stack gap="md">
            {data.endpoints.map((endpoint) => (
              <WebhookEndpointCard key={endpoint.id} workspaceId={workspace.id} endpoint={endpoint} />
            ))}
          </Stack>
        )}
      </QueryContent>
      <AddWebhookEndpointModal workspaceId={workspace.id} opened={adding} onClose={add.close} />
    </SectionCard>
  );
}
