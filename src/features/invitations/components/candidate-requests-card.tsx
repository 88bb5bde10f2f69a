import { useLingui } from '@lingui/react/macro';
import { Divider, List, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { useInterviewRequests, usePendingRequests } from '@/features/invitations/api/candidate-requests';
import { CandidateRequestItem } from '@/features/invitations/components/candidate-request-item';
import { LoadError } from '@/ui/load-error';
import { SectionCard } from '@/ui/section-card';
import type { CandidateRequest } from '#contract/candidate-requests';

function RequestList({ requests, showInterview }: { requests: CandidateRequest[]; showInterview: boolean }) {
  return (
    <List listStyleType="none" spacing={0} styles={{ itemWrapper: { width: '100%' } }}>
      <Stack gap="sm">
        {requests.map((request, index) => (
          <Fragment key={request.id}>
            {index > 0 && <Divider />}
            <CandidateRequestItem request={request} showInterview={showInterview} />
          </Fragment>
        ))}
      </Stack>
    </List>
  );
}

/**
 * The requests could not be loaded: said so, with a retry, rather than a missing card that reads
 * as "no candidate is waiting".
 */
function RequestsLoadError({ query }: { query: ReturnType<typeof usePendingRequests> }) {
  const { t } = useLingui();
  if (!query.isError) return null;
  return (
    <SectionCard title={t`Candidate requests`}>
      <LoadError
        what={t`candidate requests`}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    </SectionCard>
  );
}

/**
 * The dashboard's card: candidates waiting for an answer, across the workspace's interviews;
 * nothing while loading or when none (most of the time), a notice when they could not be loaded.
 */
export function PendingRequestsCard() {
  const { t } = useLingui();
  const requests = usePendingRequests();
  if (requests.isError) return <RequestsLoadError query={requests} />;
  const pending = requests.data?.requests ?? [];
  const count = pending.length;
  if (count === 0) return null;
  return (
    <SectionCard title={t`Candidate requests (${count})`}>
      <RequestList requests={pending} showInterview />
    </SectionCard>
  );
}

/** An interview page's card: its candidates' requests, waiting ones first; as the dashboard's when none or failed. */
export function InterviewRequestsCard({ interviewId }: { interviewId: string }) {
  const { t } = useLingui();
  const requests = useInterviewRequests(interviewId);
  if (requests.isError) return <RequestsLoadError query={requests} />;
  const all = requests.data?.requests ?? [];
  if (all.length === 0) return null;
  const ordered = [...all].sort((a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'));
  return (
    <SectionCard title={t`Candidate requests`}>
      <RequestList requests={ordered} showInterview={false} />
    </SectionCard>
  );
}
