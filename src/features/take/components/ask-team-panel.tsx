import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { formatDate } from '@/ui/format-date';
import type { CandidateRequestKind } from '#contract/candidate-requests';
import type { TakeInterview } from '#contract/take';

// The form (with zod and the form library) is fetched after the panel shows, not with the first
// screen (issue #21). The button that opens it is part of the first screen: appearing later, it
// pushed Start Interview down under a candidate's finger. The form opens without Mantine's
// Collapse, whose animation code would take the first screen past its 150 KB.
const loadAskTeamForm = () => import('@/features/take/components/ask-team-form');
const AskTeamForm = lazy(() => loadAskTeamForm().then((m) => ({ default: m.AskTeamForm })));

const TEXTS = {
  EXTENSION: {
    open: 'Ask for more time',
    label: 'Why do you need more time?',
    send: 'Send request for more time',
    what: 'more time',
  },
  ACCOMMODATION: {
    open: 'Ask for an accommodation',
    label: 'What do you need, and why?',
    send: 'Send request',
    what: 'an accommodation',
  },
} as const;

interface AskTeamPanelProps {
  token: string;
  take: TakeInterview;
  kind: CandidateRequestKind;
}

/**
 * The candidate asks the team for more time or an accommodation, in their own words, and sees
 * where their request stands: asked, granted or declined (the answer also comes by e-mail).
 */
export function AskTeamPanel({ token, take, kind }: AskTeamPanelProps) {
  const texts = TEXTS[kind];
  const [opened, toggle] = useDisclosure(false);
  const company = take.interview.company_name;
  const last = take.requests.filter((request) => request.kind === kind).at(-1);
  useEffect(() => {
    void loadAskTeamForm();
  }, []);

  if (last?.status === 'PENDING') {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="status">
        You asked for {texts.what} on {formatDate(last.requested_at)}. {company} will answer you by e-mail.
      </Alert>
    );
  }
  const answered =
    last &&
    (last.status === 'APPROVED'
      ? `${company} granted your request for ${texts.what}.`
      : `${company} could not grant your request for ${texts.what}.`);

  return (
    <Stack gap="xs">
      {answered && <Text size="sm">{answered}</Text>}
      <Button variant="light" onClick={toggle.toggle} aria-expanded={opened}>
        {texts.open}
      </Button>
      {opened && (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the form" />}>
          <AskTeamForm token={token} kind={kind} company={company} texts={texts} />
        </Suspense>
      )}
    </Stack>
  );
}
