import { Button, Text } from '@mantine/core';
import { openConfirmModal } from '@/ui/overlays-mounted';
import { notifications } from '@mantine/notifications';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import {
  useChangeInterviewStatus,
  type InterviewStatusMove,
} from '@/features/interviews/api/change-interview-status';
import { useDuplicateInterview } from '@/features/interviews/api/duplicate-interview';
import { notifyFailure } from '@/ui/notify-failure';
import type { InterviewDetail } from '#contract/interviews';

const DONE: Record<InterviewStatusMove, string> = {
  publish: 'Interview published: you can invite candidates now',
  close: 'Interview closed: candidates can no longer answer',
  reopen: 'Interview reopened',
};

/**
 * Publish (a draft), Close (an active interview, after a confirmation) and Reopen (a closed one),
 * and Duplicate (any), for those who manage the interview.
 */
export function InterviewLifecycleActions({ interview }: { interview: InterviewDetail }) {
  const changeStatus = useChangeInterviewStatus();
  const duplicate = useDuplicateInterview();
  const navigate = useNavigate();

  const run = (move: InterviewStatusMove) =>
    changeStatus.mutateAsync({ id: interview.id, move }).then(
      () => notifications.show({ color: 'green', message: DONE[move] }),
      (error: unknown) => notifyFailure('Failed to change the interview. Please try again.', error),
    );

  const confirmClose = () =>
    openConfirmModal({
      title: 'Close interview',
      centered: true,
      children: (
        <Text size="sm">
          Close “{interview.title}”? Candidates who have not finished can no longer answer, and nobody new can
          be invited. You can reopen it later. The first close takes the fairness report: the decisions on
          everyone who has completed are final from then on.
        </Text>
      ),
      labels: { confirm: 'Close interview', cancel: 'Cancel' },
      onConfirm: () => void run('close'),
    });

  const copy = () =>
    duplicate.mutateAsync(interview.id).then(
      ({ id }) => {
        notifications.show({ color: 'green', message: 'Interview duplicated as a draft' });
        void navigate(paths.interview.getHref(id));
      },
      (error: unknown) => notifyFailure('Failed to duplicate the interview. Please try again.', error),
    );

  const busy = changeStatus.isPending;
  return (
    <>
      {interview.status === 'DRAFT' && (
        <Button color="green" loading={busy} onClick={() => void run('publish')}>
          Publish
        </Button>
      )}
      {interview.status === 'ACTIVE' && (
        <Button variant="default" color="red" loading={busy} onClick={confirmClose}>
          Close interview
        </Button>
      )}
      {interview.status === 'CLOSED' && (
        <Button variant="default" loading={busy} onClick={() => void run('reopen')}>
          Reopen
        </Button>
      )}
      <Button variant="default" loading={duplicate.isPending} onClick={() => void copy()}>
        Duplicate
      </Button>
    </>
  );
}
