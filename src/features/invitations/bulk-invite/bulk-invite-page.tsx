import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useInterview } from '@/api/interviews/get-interview';
import { endOfDay } from '@/features/invitations/lib/end-of-day';
import { callApi } from '@/lib/api-client';
import { LoadError } from '@/ui/load-error';
import { SectionCard } from '@/ui/section-card';
import { bulkInvitationApi } from '#contract/bulk-invitations';
import { createInvitationSchema } from '#contract/invitations';
import { BulkPreviewTable } from './bulk-preview-table';
import { localBulkError } from './bulk-row-errors';
import { BulkRowsInput } from './bulk-rows-input';
import { BulkSendProgress } from './bulk-send-progress';
import { markAlreadyInvited, parseBulkRows, type ParsedRow } from './parse-bulk-rows';
import { useBulkSend } from './use-bulk-send';

/**
 * /interviews/:id/invite-bulk (issue #19 item 6): paste rows or upload a CSV, see each row's
 * problems, then send every valid row in batches with a progress bar. A send interrupted by a
 * reload or a lost connection offers to continue; nobody is invited or e-mailed twice.
 */
export function BulkInvitePage() {
  const { t, i18n } = useLingui();
  const { id = '' } = useParams();
  const interview = useInterview(id);
  const sending = useBulkSend(id);
  const [rows, setRows] = useState<ParsedRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [day, setDay] = useState('');

  const deadline = endOfDay(day);
  const deadlineCheck = createInvitationSchema.shape.expires_at.safeParse(deadline);
  const deadlineError = deadlineCheck.success ? null : (deadlineCheck.error.issues[0]?.message ?? null);
  const ready = rows?.filter((row) => row.error === null) ?? [];
  const readyCount = ready.length;
  const errorCount = (rows?.length ?? 0) - readyCount;

  async function check(text: string) {
    setProblem(null);
    setRows(null);
    const parsed = parseBulkRows(text);
    if (!parsed.ok) {
      setProblem(localBulkError(i18n, parsed.error));
      return;
    }
    setChecking(true);
    try {
      const emails = parsed.rows.filter((row) => row.error === null).map((row) => row.email);
      const { already_invited: invited } = await callApi(bulkInvitationApi.check, {
        params: { id },
        body: { emails },
      });
      setRows(markAlreadyInvited(parsed.rows, invited));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  }

  const send = () =>
    sending.start(
      ready.map(({ key, first_name, last_name, email }) => ({ key, first_name, last_name, email })),
      deadline,
    );

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.interview.getHref(id)} size="sm">
          <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
          <Trans>Back to the interview</Trans>
        </Anchor>
        <Stack gap={4}>
          <Title order={1}>
            <Trans>Invite in bulk</Trans>
          </Title>
          {interview.data && <Text c="dimmed">{interview.data.title}</Text>}
        </Stack>
        {interview.isError && (
          <LoadError
            what={t`the interview`}
            error={interview.error}
            retrying={interview.isFetching}
            onRetry={() => void interview.refetch()}
          />
        )}
        {sending.phase !== 'idle' ? (
          <SectionCard title={t`Sending invitations`}>
            <BulkSendProgress
              sending={sending}
              onAgain={() => {
                sending.reset();
                setRows(null);
              }}
            />
          </SectionCard>
        ) : (
          <>
            <SectionCard title={t`Candidates`}>
              <BulkRowsInput pending={checking} onRows={(text) => void check(text)} />
              {problem && (
                <Alert color="red" variant="light" mt="md" role="alert">
                  {problem}
                </Alert>
              )}
            </SectionCard>
            {rows && (
              <SectionCard
                title={t`Preview`}
                aside={
                  <Text fw={500}>
                    <Trans>
                      {readyCount} ready, {errorCount} with errors
                    </Trans>
                  </Text>
                }
              >
                <Stack gap="md">
                  <BulkPreviewTable rows={rows} />
                  <Group align="flex-end">
                    <TextInput
                      type="date"
                      label={t`Deadline`}
                      description={t`Left empty: the interview's default.`}
                      value={day}
                      error={deadlineError}
                      onChange={(event) => setDay(event.currentTarget.value)}
                    />
                    <Button
                      leftSection={<IconSend size={16} aria-hidden />}
                      disabled={ready.length === 0 || deadlineError !== null}
                      onClick={send}
                    >
                      <Trans>Send {readyCount} invitations</Trans>
                    </Button>
                  </Group>
                </Stack>
              </SectionCard>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
