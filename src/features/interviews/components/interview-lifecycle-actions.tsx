import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const DONE: Record<InterviewStatusMove, MessageDescriptor> = {
  publish: msg`Interview published: you can invite candidates now`,
  close: msg`Interview closed: candidates can no longer answer`,
  reopen: msg`Interview reopened`,
};

/**
 * Publish (a draft), Close (an active interview, after a confirmation) and Reopen (a closed one),
 * and Duplicate (any), for those who manage the interview.
 */
export function InterviewLifecycleActions({ interview }: { interview: InterviewDetail }) {
  const { t } = useLingui();
  const changeStatus = useChangeInterviewStatus();
  const duplicate = useDuplicateInterview();
  const navigate = useNavigate();

  const run = (move: InterviewStatusMove) =>
    changeStatus.mutateAsync({ id: interview.id, move }).then(
      () => notifications.show({ color: 'green', message: t(DONE[move]) }),
      (error: unknown) => notifyFailure(t`Failed to change the interview. Please try again.`, error),
    );

  const title = interview.title;
  const confirmClose = () =>
    openConfirmModal({
      title: t`Close interview`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            Close “{title}”? Candidates who have not finished can no longer answer, and nobody new can be
            invited. You can reopen it later. The first close takes the fairness report: the decisions on
            everyone who has completed are final from then on.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Close interview`, cancel: t`Cancel` },
      onConfirm: () => void run('close'),
    });

  const copy = () =>
    duplicate.mutateAsync(interview.id).then(
      ({ id }) => {
        notifications.show({ color: 'green', message: t`Interview duplicated as a draft` });
        void navigate(paths.interview.getHref(id));
      },
      (error: unknown) => notifyFailure(t`Failed to duplicate the interview. Please try again.`, error),
    );

  const busy = changeStatus.isPending;
  return (
    <>
      {interview.status === 'DRAFT' && (
        <Button color="green" loading={busy} onClick={() => void run('publish')}>
          <Trans>Publish</Trans>
        </Button>
      )}
      {interview.status === 'ACTIVE' && (
        <Button variant="default" color="red" loading={busy} onClick={confirmClose}>
          <Trans>Close interview</Trans>
        </Button>
      )}
      {interview.status === 'CLOSED' && (
        <Button variant="default" loading={busy} onClick={() => void run('reopen')}>
          <Trans>Reopen</Trans>
        </Button>
      )}
      <Button variant="default" loading={duplicate.isPending} onClick={() => void copy()}>
        <Trans>Duplicate</Trans>
      </Button>
    </>
  );
}
