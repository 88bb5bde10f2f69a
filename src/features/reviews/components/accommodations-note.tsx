import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { describeAccommodationsIn } from '@/lib/describe-accommodations';
import type { Accommodations } from '#contract/accommodations';

/** Which accommodations the candidate answered under, so reviewers weigh the answers fairly; nothing when none. */
export function AccommodationsNote({ accommodations }: { accommodations: Accommodations }) {
  const { i18n } = useLingui();
  const description = describeAccommodationsIn(i18n, accommodations);
  if (description === null) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" color="violet">
        <Trans>Accommodations</Trans>
      </Badge>
      <Text size="sm">{description.charAt(0).toUpperCase() + description.slice(1)}</Text>
    </Group>
  );
}
