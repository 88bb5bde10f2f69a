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

function NewComment({ reviewId }: { reviewId: string }) {
  const add = useAddComment(reviewId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const post = () => {
    if (!body.trim()) {
      setError('Write a comment');
      return;
    }
    add.mutate(body, {
      onSuccess: () => {
        setBody('');
        setError(undefined);
      },
      onError: (failure) => notifyFailure('Failed to add the comment: {error}', failure),
    });
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="New comment"
        autosize
        minRows={2}
        maxLength={evaluationLimits.commentMaxLength}
        value={body}
        error={error}
        onChange={(event) => setBody(event.currentTarget.value)}
      />
      <Button onClick={post} loading={add.isPending} variant="light">
        Add comment
      </Button>
    </Stack>
  );
}

/** The workspace's thread about this candidate: author, time and text, oldest first. */
export function CommentsCard({ reviewId }: { reviewId: string }) {
  const comments = useComments(reviewId);
  const remove = useDeleteComment(reviewId);
  const confirmDelete = (commentId: string) =>
    confirmIrreversible({
      title: 'Delete comment',
      children: <Text size="sm">Your comment will be removed for everyone.</Text>,
      confirmLabel: 'Delete',
      onConfirm: () =>
        remove.mutate(commentId, {
          onError: (failure) => notifyFailure('Failed to delete the comment: {error}', failure),
        }),
    });
  return (
    <SectionCard title="Comments">
      <Stack gap="md">
        <QueryContent
          query={comments}
          what="comments"
          skeleton={{ rows: 2, height: 40 }}
          isEmpty={(data) => data.comments.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              No comments yet.
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
                        {comment.author?.name ?? 'Former member'}{' '}
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
                        aria-label="Delete comment"
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
