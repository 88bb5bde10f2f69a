import { useLingui } from '@lingui/react/macro';
import { Button, Group, Text } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatusCard } from '@/ui/status-card';

interface ResourceNotFoundProps {
  title: string;
  message: string;
  /** Where the page sends the reader instead. */
  back: { label: string; href: string };
  /** Shown when the failure may pass (a 5xx, the network): a Retry beside the way back. */
  onRetry?: () => void;
  /** The retry button's text, for a screen in the reader's language. */
  retryLabel?: string;
}

/** A detail page whose resource is missing, or not the reader's. */
export function ResourceNotFound({ title, message, back, onRetry, retryLabel }: ResourceNotFoundProps) {
  const { t } = useLingui();
  return (
    <StatusCard icon={<IconFileUnknown size={30} aria-hidden />} color="gray" title={title}>
      <Text c="dimmed">{message}</Text>
      <Group>
        {onRetry && (
          <Button variant="default" onClick={onRetry}>
            {retryLabel ?? t`Retry`}
          </Button>
        )}
        <Button component={Link} to={back.href}>
          {back.label}
        </Button>
      </Group>
    </StatusCard>
  );
}
