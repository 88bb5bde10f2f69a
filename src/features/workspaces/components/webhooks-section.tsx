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
              <WebhookEndpointCard key={endpoint.id} workspaceId={workspace.id} endpoint={endpoint} />
            ))}
          </Stack>
        )}
      </QueryContent>
      <AddWebhookEndpointModal workspaceId={workspace.id} opened={adding} onClose={add.close} />
    </SectionCard>
  );
}
