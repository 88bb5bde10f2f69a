import { Trans, useLingui } from '@lingui/react/macro';
import { Button, List, Loader, Popover, Text } from '@mantine/core';
import { useState } from 'react';
import { useRatingHistory } from '@/features/reviews/api/ratings';
import { formatDateTime } from '@/features/reviews/lib/date-time';

interface RatingHistoryPopoverProps {
  reviewId: string;
  responseId: string;
  competencyId: string;
  raterId: string;
}

/** The "Edited" link of a changed rating: its versions, oldest first. */
export function RatingHistoryPopover({
  reviewId,
  responseId,
  competencyId,
  raterId,
}: RatingHistoryPopoverProps) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const history = useRatingHistory(reviewId, opened);
  const entry = history.data?.ratings.find(
    (r) => r.response_id === responseId && r.competency_id === competencyId && r.rater_id === raterId,
  );
  return (
    <Popover opened={opened} onChange={setOpened} width={300} position="bottom-start" withArrow>
      <Popover.Target>
        <Button variant="subtle" size="compact-xs" onClick={() => setOpened((o) => !o)}>
          <Trans>Edited</Trans>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        {history.isPending ? (
          <Loader size="xs" aria-label={t`Loading the history`} />
        ) : history.isError ? (
          <Text size="sm">
            <Trans>Could not load the history.</Trans>
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {(entry?.versions ?? []).map((version) => (
              <List.Item key={version.recorded_at}>
                {version.score} · {formatDateTime(version.recorded_at)}
                {version.note && ` · ${version.note}`}
              </List.Item>
            ))}
          </List>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
