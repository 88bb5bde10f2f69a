import { Alert, Button, Collapse, Group, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSelfIdentificationActions } from '@/features/candidate/api/self-identification';
import { notifyFailure } from '@/ui/notify-failure';
import {
  RACE_ETHNICITY_LABELS,
  SEX_LABELS,
  selfIdentificationSchema,
  type SavedSelfIdentification,
} from '#contract/fairness';

/** Whether the candidate has answered, in words that never repeat the answer on a shared screen. */
function summary(saved: SavedSelfIdentification | undefined): string {
  return saved ? 'You have answered. You can change or withdraw your answers.' : 'You have not answered.';
}

function SelfIdentificationForm({
  invitationId,
  saved,
  onDone,
}: {
  invitationId: string;
  saved: SavedSelfIdentification | undefined;
  onDone: () => void;
}) {
  const { save, withdraw } = useSelfIdentificationActions(invitationId);
  const [sex, setSex] = useState<string>(saved?.sex ?? '');
  const [race, setRace] = useState<string>(saved?.race_ethnicity ?? '');
  const [errors, setErrors] = useState<{ sex?: string; race_ethnicity?: string }>({});
  const submit = () => {
    const checked = selfIdentificationSchema.safeParse({ sex, race_ethnicity: race });
    if (!checked.success) {
      const messageOf = (field: string) => checked.error.issues.find((i) => i.path[0] === field)?.message;
      setErrors({ sex: messageOf('sex'), race_ethnicity: messageOf('race_ethnicity') });
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: 'Your answers are saved' });
        onDone();
      },
      onError: (failure) => notifyFailure('Failed to save your answers: {error}', failure),
    });
  };
  const remove = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setSex('');
        setRace('');
        notifications.show({ color: 'green', message: 'Your answers are withdrawn' });
        onDone();
      },
      onError: (failure) => notifyFailure('Failed to withdraw your answers: {error}', failure),
    });
  return (
    <Stack gap="sm" mt="xs">
      <Radio.Group label="Sex" value={sex} onChange={setSex} error={errors.sex}>
        <Stack gap={6} mt={6}>
          {Object.entries(SEX_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label="Race/ethnicity" value={race} onChange={setRace} error={errors.race_ethnicity}>
        <Stack gap={6} mt={6}>
          {Object.entries(RACE_ETHNICITY_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={label} />
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="xs">
        <Button size="xs" onClick={submit} loading={save.isPending}>
          Save my answers
        </Button>
        {saved && (
          <Button size="xs" variant="default" onClick={remove} loading={withdraw.isPending}>
            Withdraw my answers
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The voluntary self-identification of one interview (issue #20 item 6): optional, never seen by
 * the hiring team, counted only in the interview's fairness statistics.
 */
export function SelfIdentification({
  invitationId,
  saved,
}: {
  invitationId: string;
  saved: SavedSelfIdentification | undefined;
}) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const panelId = `self-identification-${invitationId}`;
  return (
    <Stack gap={4} mt="sm">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          Voluntary self-identification
        </Text>
        <Text size="sm" c="dimmed">
          {summary(saved)}
        </Text>
      </Group>
      <Button
        size="xs"
        variant="subtle"
        onClick={toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        style={{ alignSelf: 'flex-start' }}
      >
        {opened ? 'Hide the questions' : saved ? 'Change my answers' : 'Answer the questions'}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Alert variant="light" color="blue" title="Optional and private">
          Answering is voluntary and has no effect on your application. The hiring team never sees your
          answers: no reviewer, recruiter or owner can read them, and they are never given to the AI analysis.
          They are used only in aggregate, to count how often each group is advanced, so the company can check
          its hiring is fair; groups of fewer than 5 people are not reported. Each question has "Prefer not to
          say", and you can change or withdraw your answers at any time.
        </Alert>
        {opened && <SelfIdentificationForm invitationId={invitationId} saved={saved} onDone={close} />}
      </Collapse>
    </Stack>
  );
}
