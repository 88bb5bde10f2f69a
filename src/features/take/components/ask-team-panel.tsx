import { Alert, Button, Collapse, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useAskTeam } from '@/features/take/api/ask-team';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { formatDate } from '@/ui/format-date';
import {
  askSchema,
  REQUEST_REASON_MAX_LENGTH,
  type CandidateRequestKind,
} from '@contract/candidate-requests';
import type { TakeInterview } from '@contract/take';

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

const validateReason = schemaResolver(askSchema.pick({ reason: true }), { sync: true });

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
  const ask = useAskTeam(token);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: validateReason });
  const company = take.interview.company_name;
  const last = take.requests.filter((request) => request.kind === kind).at(-1);

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

  const submit = form.onSubmit((values) =>
    ask.mutate({ kind, reason: values.reason }, { onError: (error) => showServerFieldErrors(form, error) }),
  );
  return (
    <Stack gap="xs">
      {answered && <Text size="sm">{answered}</Text>}
      <Button variant="light" onClick={toggle.toggle} aria-expanded={opened}>
        {texts.open}
      </Button>
      <Collapse expanded={opened}>
        <form onSubmit={submit} noValidate>
          <Stack gap="xs">
            <Textarea
              label={texts.label}
              description={`${company} reads this and answers you by e-mail.`}
              autosize
              minRows={3}
              maxLength={REQUEST_REASON_MAX_LENGTH}
              {...form.getInputProps('reason')}
            />
            {ask.isError && (
              <Alert color="red" variant="light" role="alert">
                {ask.error.message}
              </Alert>
            )}
            <Button type="submit" loading={ask.isPending}>
              {texts.send}
            </Button>
          </Stack>
        </form>
      </Collapse>
    </Stack>
  );
}
