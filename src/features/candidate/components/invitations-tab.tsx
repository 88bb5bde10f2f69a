import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@/ui/overlays-mounted';
import { notifications } from '@mantine/notifications';
import type { CandidateInvitation } from '#contract/candidates';
import type { MyConsent } from '#contract/consent';
import type { SavedSelfIdentification } from '#contract/fairness';
import type { CandidateFeedback } from '#contract/feedback';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useDeleteInterviewData } from '@/features/candidate/api/candidate-data';
import { useCandidateFeedback } from '@/features/candidate/api/get-candidate-feedback';
import { useMyConsents } from '@/features/candidate/api/get-my-consents';
import { useMySelfIdentification } from '@/features/candidate/api/self-identification';
import { SelfIdentification } from '@/features/candidate/components/self-identification';
import { historyInvitations, pendingInvitations } from '@/features/candidate/lib/invitation-groups';
import { brandColorStyle } from '@/ui/brand-color-style';
import { LoadError } from '@/ui/load-error';
import { localCandidateReason } from '@/lib/candidate-reasons';
import { notifyFailure } from '@/ui/notify-failure';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';
import { WorkspaceBrandMark } from '@/ui/workspace-brand-mark';

function InvitationHeading({ invitation }: { invitation: CandidateInvitation }) {
  const { t } = useLingui();
  const name = invitation.workspace.name;
  return (
    <Stack gap={4}>
      <WorkspaceBrandMark
        brand={invitation.workspace}
        logoHeight={24}
        nameSize="sm"
        logoAlt={t`${name} logo`}
      />
      <Text fw={600}>{invitation.interview_title}</Text>
    </Stack>
  );
}

/**
 * A card in its workspace's colour: an accent on its leading edge, and its button, when white text
 * on that colour keeps WCAG AA; otherwise the app's own.
 */
function BrandedCard({ invitation, children }: { invitation: CandidateInvitation; children: ReactNode }) {
  const style = brandColorStyle(invitation.workspace.brand_color);
  return (
    <Paper
      component="li"
      withBorder
      p="md"
      aria-label={invitation.interview_title}
      data-brand-color={style ? invitation.workspace.brand_color : undefined}
      style={style && { ...style, borderInlineStart: '4px solid var(--mantine-primary-color-filled)' }}
    >
      {children}
    </Paper>
  );
}

function PendingItem({ invitation }: { invitation: CandidateInvitation }) {
  const { i18n } = useLingui();
  const started = invitation.status === 'STARTED';
  const invited = i18n.date(invitation.created_at, { dateStyle: 'medium' });
  const expires = i18n.date(invitation.expires_at, { dateStyle: 'medium' });
  return (
    <BrandedCard invitation={invitation}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <Group gap="xs">
            <InvitationHeading invitation={invitation} />
            {started && (
              <Badge color="blue" variant="light">
                <Trans>In Progress</Trans>
              </Badge>
            )}
          </Group>
          <Text size="sm">
            <Trans>Invited {invited}</Trans>
          </Text>
          <Text size="sm">
            <Trans>Expires {expires}</Trans>
          </Text>
        </Stack>
        <Button component={Link} to={paths.takeInterview.getHref(invitation.unique_link_token)}>
          {started ? <Trans>Continue Interview</Trans> : <Trans>Start Interview</Trans>}
        </Button>
      </Group>
    </BrandedCard>
  );
}

function HistoryItem({
  invitation,
  feedback,
  consent,
  selfIdentification,
}: {
  invitation: CandidateInvitation;
  feedback?: CandidateFeedback;
  consent?: MyConsent;
  /** Null while the candidate's answers cannot be read: the form waits for them. */
  selfIdentification: SavedSelfIdentification | undefined | null;
}) {
  const { t, i18n } = useLingui();
  const date = (timestamp: string) => i18n.date(timestamp, { dateStyle: 'medium' });
  const reviewed = invitation.status === 'REVIEWED';
  const title = invitation.interview_title;
  const company = invitation.company_name;
  const deleteData = useDeleteInterviewData();
  const confirmDelete = () =>
    openConfirmModal({
      title: t`Delete my data for this interview`,
      centered: true,
      children: (
        <Text size="sm">
          <Trans>
            Your recordings, transcripts and the analyses of your answers for {title} will be deleted now,
            with the ratings and notes about them. {company} keeps only an anonymous count that an interview
            took place, and you will get an e-mail confirming the deletion. This cannot be undone.
          </Trans>
        </Text>
      ),
      labels: { confirm: t`Delete my data`, cancel: t`Cancel` },
      confirmProps: { color: 'red' },
      // The promise, not mutate's callbacks: this item unmounts as soon as the list drops it.
      onConfirm: () =>
        void deleteData.mutateAsync(invitation.id).then(
          () => notifications.show({ color: 'green', message: t`Your data for this interview was deleted` }),
          (error: unknown) =>
            notifyFailure(t`Failed to delete your data`, error, { localReason: localCandidateReason }),
        ),
    });
  return (
    <BrandedCard invitation={invitation}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4}>
          <InvitationHeading invitation={invitation} />
          {invitation.completed_at && (
            <Text size="sm">
              <Trans>Completed {date(invitation.completed_at)}</Trans>
            </Text>
          )}
          {consent && (
            <Anchor component={Link} to={paths.consentReceipt.getHref(consent.receipt_token)} size="sm">
              <Trans>Consent receipt</Trans>
            </Anchor>
          )}
          {invitation.data_deleted_after && (
            <Text size="sm" c="dimmed">
              <Trans>Your answers will be deleted on {date(invitation.data_deleted_after)}</Trans>
            </Text>
          )}
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Badge color={reviewed ? 'teal' : 'yellow'} variant="light">
            {reviewed ? <Trans>Reviewed</Trans> : <Trans>Awaiting Review</Trans>}
          </Badge>
          <Button
            size="compact-sm"
            color="red"
            variant="subtle"
            loading={deleteData.isPending}
            onClick={confirmDelete}
            aria-label={t`Delete my data for ${title}`}
          >
            <Trans>Delete my data</Trans>
          </Button>
        </Stack>
      </Group>
      {feedback && (
        <Stack gap={4} mt="sm">
          <Text size="sm" fw={600}>
            <Trans>
              Feedback from {feedback.company_name}, {date(feedback.sent_at)}
            </Trans>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {feedback.body}
          </Text>
        </Stack>
      )}
      {selfIdentification !== null && (
        <SelfIdentification invitationId={invitation.id} saved={selfIdentification} />
      )}
    </BrandedCard>
  );
}

/** docs/product.md §2 Interviews tab: Pending Interviews and Interview History. */
export function InvitationsTab({ query }: { query: UseQueryResult<CandidateInvitation[]> }) {
  const { t } = useLingui();
  const now = new Date();
  const feedback = useCandidateFeedback();
  const feedbackOf = (id: string) => feedback.data?.feedback.find((note) => note.invitation_id === id);
  const consents = useMyConsents();
  const consentOf = (id: string) => consents.data?.find((consent) => consent.invitation_id === id);
  const selfIdentification = useMySelfIdentification();
  const answersOf = (id: string) =>
    selfIdentification.data ? selfIdentification.data.answers.find((a) => a.invitation_id === id) : null;
  return (
    <Stack gap="lg">
      <SectionCard title={t`Pending Interviews`}>
        <QueryContent
          query={query}
          what={t`interview invitations`}
          skeleton={{ rows: 2, height: 88 }}
          isEmpty={(invitations) => pendingInvitations(invitations, now).length === 0}
          empty={
            <Text c="dimmed">
              <Trans>No pending interviews. New invitations will show up here.</Trans>
            </Text>
          }
        >
          {(invitations) => (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {pendingInvitations(invitations, now).map((invitation) => (
                <PendingItem key={invitation.id} invitation={invitation} />
              ))}
            </Stack>
          )}
        </QueryContent>
      </SectionCard>
      <SectionCard title={t`Interview History`}>
        {feedback.isError && (
          <LoadError
            what={t`feedback from hiring teams`}
            error={feedback.error}
            retrying={feedback.isFetching}
            onRetry={() => void feedback.refetch()}
          />
        )}
        {consents.isError && (
          <LoadError
            what={t`your consent receipts`}
            error={consents.error}
            retrying={consents.isFetching}
            onRetry={() => void consents.refetch()}
          />
        )}
        {selfIdentification.isError && (
          <LoadError
            what={t`your self-identification answers`}
            error={selfIdentification.error}
            retrying={selfIdentification.isFetching}
            onRetry={() => void selfIdentification.refetch()}
          />
        )}
        <QueryContent
          query={query}
          what={t`interview history`}
          skeleton={{ rows: 2, height: 72 }}
          isEmpty={(invitations) => historyInvitations(invitations).length === 0}
          empty={
            <Text c="dimmed">
              <Trans>No completed interviews yet.</Trans>
            </Text>
          }
        >
          {(invitations) => (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {historyInvitations(invitations).map((invitation) => (
                <HistoryItem
                  key={invitation.id}
                  invitation={invitation}
                  feedback={feedbackOf(invitation.id)}
                  consent={consentOf(invitation.id)}
                  selfIdentification={answersOf(invitation.id)}
                />
              ))}
            </Stack>
          )}
        </QueryContent>
      </SectionCard>
    </Stack>
  );
}
