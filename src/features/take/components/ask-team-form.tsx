import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { ReactNode } from 'react';
import { useAskTeam } from '@/features/take/api/ask-team';
import { localRequestMessage } from '@/features/take/lib/request-messages';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import {
  askSchema,
  REQUEST_REASON_MAX_LENGTH,
  type CandidateRequestKind,
} from '#contract/candidate-requests';

const validateReason = schemaResolver(askSchema.pick({ reason: true }), { sync: true });

interface AskTeamFormProps {
  token: string;
  kind: CandidateRequestKind;
  company: string;
  texts: { label: string; send: string };
}

/** The candidate's request in their own words; once sent, the panel shows where it stands. */
export function AskTeamForm({ token, kind, company, texts }: AskTeamFormProps) {
  const { t, i18n } = useLingui();
  const ask = useAskTeam(token);
  const form = useForm({ mode: 'controlled', initialValues: { reason: '' }, validate: validateReason });
  const submit = form.onSubmit((values) =>
    ask.mutate({ kind, reason: values.reason }, { onError: (error) => showServerFieldErrors(form, error) }),
  );
  const reason = form.getInputProps('reason');
  const reasonError = reason.error as ReactNode;
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={texts.label}
          description={t`${company} reads this and answers you by e-mail.`}
          autosize
          minRows={3}
          maxLength={REQUEST_REASON_MAX_LENGTH}
          {...reason}
          error={typeof reasonError === 'string' ? localRequestMessage(i18n, reasonError) : reasonError}
        />
        {ask.isError && (
          <Alert color="red" variant="light" role="alert">
            {localRequestMessage(i18n, ask.error.message)}
          </Alert>
        )}
        <Button type="submit" loading={ask.isPending}>
          {texts.send}
        </Button>
      </Stack>
    </form>
  );
}
