import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useSharedReview } from '@/features/shared-review/api/get-shared-review';
import { SharedAnswer } from '@/features/shared-review/components/shared-answer';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/ui/format-date';
import { ResourceNotFound } from '@/ui/resource-not-found';
import { WorkspaceBrandMark } from '@/ui/workspace-brand-mark';

/** #contract/shares's shareErrorMessages.invalid: a link that is unknown, revoked or expired. */
export const linkGoneMessage = msg`This link is invalid or has expired`;

/**
 * /shared/:token (docs/product.md): one candidate's answers, read-only, for someone outside the
 * workspace; no sign-in. An unknown, revoked or expired link shows a page that says so.
 */
export function SharedReviewPage() {
  const { token = '' } = useParams();
  const { t } = useLingui();
  const shared = useSharedReview(token);

  if (shared.isError) {
    const gone = shared.error instanceof ApiError && shared.error.status === 404;
    return (
      <ResourceNotFound
        title={gone ? t`Link not available` : t`Something went wrong`}
        // The contract's words for a link that is gone; else the server's reason.
        message={gone ? t(linkGoneMessage) : shared.error.message}
        back={{ label: t`Go to the home page`, href: paths.home.getHref() }}
        onRetry={gone ? undefined : () => void shared.refetch()}
      />
    );
  }

  const workspace = shared.data?.workspace.name;
  const until = shared.data && formatDate(shared.data.expires_at);
  return (
    <Container component="main" size="md" py="xl">
      {shared.isPending ? (
        <Stack gap="lg" aria-busy>
          <Skeleton height={36} width="40%" />
          <Skeleton height={320} />
        </Stack>
      ) : (
        <Stack gap="lg">
          <Group justify="space-between" align="center">
            <WorkspaceBrandMark brand={shared.data.workspace} />
            <Text size="sm" c="dimmed">
              <Trans>
                Shared by {workspace} · available until {until}
              </Trans>
            </Text>
          </Group>
          <Stack gap={4}>
            <Title order={1}>{shared.data.candidate_label}</Title>
            <Text>{shared.data.interview_title}</Text>
            {shared.data.anonymous_review && (
              <Text size="sm" c="dimmed">
                <Trans>This is an anonymous review: the candidate's identity and video are hidden.</Trans>
              </Text>
            )}
          </Stack>
          {shared.data.answers.map((answer) => (
            <SharedAnswer
              key={answer.order_number}
              answer={answer}
              language={shared.data.interview_language}
            />
          ))}
        </Stack>
      )}
    </Container>
  );
}
