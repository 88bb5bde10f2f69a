import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { evaluationLimits } from '#contract/evaluations';
import { useAddComment, useComments, useDeleteComment } from '@/features/reviews/api/comments';
import { formatDateTime } from '@/features/reviews/lib/date-time';
import { confirmIrreversible } from '@/ui/confirm-dialog';
import { notifyFailure } from '@/ui/notify-failure';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

function NewComment({ reviewId }: { reviewId: string }) {
  const { t } = useLingui();
  const [body, setBody] = useState('');
  const [invalid, setInvalid] = useState<string>();
  const add = useAddComment(reviewId, () => setBody(''));
  const post = () => {
    if (!body.trim()) {
      setInvalid(t`Write a comment`);
      return;
    }
    add.mutate(body, {
      onError: (failure) => notifyFailure(t`Failed to add the comment: ${error}`, failure),
    });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label={t`New comment`}
        autosize
        minRows={2}
        maxLength={evaluationLimits.commentMaxLength}
        value={body}
        error={invalid}
        onChange={(event) => {
          setBody(event.currentTarget.value);
          // The empty comment's error goes once there is text.
          if (event.currentTarget.value.trim()) setInvalid(undefined);
        }}
      />
      <Button onClick={post} loading={add.isPending} variant="light">
        <Trans>Add comment</Trans>
      </Button>
    </Stack>
  );
}

/** The workspace's thread about this candidate: author, time and text, oldest first. */
export function CommentsCard({ reviewId }: { reviewId: string }) {
  const { t } = useLingui();
  const comments = useComments(reviewId);
  const remove = useDeleteComment(reviewId);
  const confirmDelete = (commentId: string) =>
    confirmIrreversible({
      title: t`Delete comment`,
      children: (
        <Text size="sm">
          <Trans>Your comment will be removed for everyone.</Trans>
        </Text>
      ),
      confirmLabel: t`Delete`,
      onConfirm: () =>
        remove.mutate(commentId, {
          onError: (failure) => notifyFailure(t`Failed to delete the comment: ${error}`, failure),
        }),
    });
  return (
    <SectionCard title={t`Comments`}>
      <Stack gap="md">
        <QueryContent
          query={comments}
          what={t`comments`}
          skeleton={{ rows: 2, height: 40 }}
          isEmpty={(data) => data.comments.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              <Trans>No comments yet.</Trans>
            </Text>
          }
        >
          {(data) => (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {data.comments.map((comment) => (
                <li key={comment.id}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <div>
                      <Text size="sm" fw={600}>
                        {comment.author?.name ?? t`Former member`}{' '}
                        <Text span size="xs" c="dimmed" fw={400}>
                          {formatDateTime(comment.created_at)}
                        </Text>
                      </Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                        {comment.body}
                      </Text>
                    </div>
                    {comment.deletable && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t`Delete comment`}
                        onClick={() => confirmDelete(comment.id)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </QueryContent>
        <NewComment reviewId={reviewId} />
      </Stack>
    </SectionCard>
  );
}
