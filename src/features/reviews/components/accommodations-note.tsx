import { Badge, Group, Text } from '@mantine/core';
import { describeAccommodations } from '#contract/accommodation-words';
import type { Accommodations } from '#contract/accommodations';

/** Which accommodations the candidate answered under, so reviewers weigh the answers fairly; nothing when none. */
export function AccommodationsNote({ accommodations }: { accommodations: Accommodations }) {
  const description = describeAccommodations(accommodations);
  if (description === null) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Badge variant="light" color="violet">
        Accommodations
      </Badge>
      <Text size="sm">{description.charAt(0).toUpperCase() + description.slice(1)}</Text>
    </Group>
  );
}
