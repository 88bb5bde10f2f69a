import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import type { CandidateRequestKind } from '#contract/candidate-requests';
import type { TakeInterview } from '#contract/take';

// The form (with zod and the form library) is fetched after the panel shows, not with the first
// screen (issue #21). The button that opens it is part of the first screen: appearing later, it
// pushed Start Interview down under a candidate's finger. The form opens without Mantine's
// Collapse, whose animation code would take the first screen past its 150 KB.
const loadAskTeamForm = () => import('@/features/take/components/ask-team-form');
const AskTeamForm = lazy(() => loadAskTeamForm().then((m) => ({ default: m.AskTeamForm })));

// Whole sentences per kind: "more time" and "an accommodation" change form in other languages.
const TEXTS: Record<CandidateRequestKind, Record<'open' | 'label' | 'send', MessageDescriptor>> = {
  EXTENSION: {
    open: msg`Ask for more time`,
    label: msg`Why do you need more time?`,
    send: msg`Send request for more time`,
  },
  ACCOMMODATION: {
    open: msg`Ask for an accommodation`,
    label: msg`What do you need, and why?`,
    send: msg`Send request`,
  },
};

function Asked({ kind, date, company }: { kind: CandidateRequestKind; date: string; company: string }) {
  return kind === 'EXTENSION' ? (
    <Trans>
      You asked for more time on {date}. {company} will answer you by e-mail.
    </Trans>
  ) : (
    <Trans>
      You asked for an accommodation on {date}. {company} will answer you by e-mail.
    </Trans>
  );
}

function Answered({
  kind,
  granted,
  company,
}: {
  kind: CandidateRequestKind;
  granted: boolean;
  company: string;
}) {
  if (kind === 'EXTENSION') {
    return granted ? (
      <Trans>{company} granted your request for more time.</Trans>
    ) : (
      <Trans>{company} could not grant your request for more time.</Trans>
    );
  }
  return granted ? (
    <Trans>{company} granted your request for an accommodation.</Trans>
  ) : (
    <Trans>{company} could not grant your request for an accommodation.</Trans>
  );
}

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
  const { i18n, t } = useLingui();
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
        <Asked kind={kind} date={i18n.date(last.requested_at, { dateStyle: 'medium' })} company={company} />
      </Alert>
    );
  }

  return (
    <Stack gap="xs">
      {last && (
        <Text size="sm">
          <Answered kind={kind} granted={last.status === 'APPROVED'} company={company} />
        </Text>
      )}
      <Button variant="light" onClick={toggle.toggle} aria-expanded={opened}>
        {i18n._(texts.open)}
      </Button>
      {opened && (
        <Suspense fallback={<Loader size="sm" aria-label={t`Loading the form`} />}>
          <AskTeamForm
            token={token}
            kind={kind}
            company={company}
            texts={{ label: i18n._(texts.label), send: i18n._(texts.send) }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
