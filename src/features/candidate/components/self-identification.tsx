import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Collapse, Group, Radio, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useSelfIdentificationActions } from '@/features/candidate/api/self-identification';
import { localCandidateReason } from '@/lib/candidate-reasons';
import { notifyFailure } from '@/ui/notify-failure';
import {
  selfIdentificationSchema,
  type RaceEthnicity,
  type SavedSelfIdentification,
  type Sex,
} from '#contract/fairness';

/** #contract/fairness's SEX_LABELS in the page's language. */
export const SEX_LABELS: Record<Sex, MessageDescriptor> = {
  MALE: msg`Male`,
  FEMALE: msg`Female`,
  PREFER_NOT_TO_SAY: msg`Prefer not to say`,
};

/** #contract/fairness's RACE_ETHNICITY_LABELS in the page's language. */
export const RACE_ETHNICITY_LABELS: Record<RaceEthnicity, MessageDescriptor> = {
  HISPANIC_OR_LATINO: msg`Hispanic or Latino`,
  WHITE: msg`White`,
  BLACK_OR_AFRICAN_AMERICAN: msg`Black or African American`,
  NATIVE_HAWAIIAN_OR_OTHER_PACIFIC_ISLANDER: msg`Native Hawaiian or Other Pacific Islander`,
  ASIAN: msg`Asian`,
  NATIVE_AMERICAN_OR_ALASKA_NATIVE: msg`Native American or Alaska Native`,
  TWO_OR_MORE_RACES: msg`Two or More Races`,
  PREFER_NOT_TO_SAY: msg`Prefer not to say`,
};

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

function SelfIdentificationForm({
  invitationId,
  saved,
  onDone,
}: {
  invitationId: string;
  saved: SavedSelfIdentification | undefined;
  onDone: () => void;
}) {
  const { t, i18n } = useLingui();
  const { save, withdraw } = useSelfIdentificationActions(invitationId);
  const [sex, setSex] = useState<string>(saved?.sex ?? '');
  const [race, setRace] = useState<string>(saved?.race_ethnicity ?? '');
  const [errors, setErrors] = useState<{ sex?: string; race_ethnicity?: string }>({});
  const submit = () => {
    const checked = selfIdentificationSchema.safeParse({ sex, race_ethnicity: race });
    if (!checked.success) {
      const missing = (field: string) => checked.error.issues.some((i) => i.path[0] === field);
      setErrors({
        sex: missing('sex') ? t`Choose an answer for sex, or "Prefer not to say"` : undefined,
        race_ethnicity: missing('race_ethnicity')
          ? t`Choose an answer for race/ethnicity, or "Prefer not to say"`
          : undefined,
      });
      return;
    }
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: t`Your answers are saved` });
        onDone();
      },
      onError: (failure) =>
        notifyFailure(t`Failed to save your answers: ${error}`, failure, {
          localReason: localCandidateReason,
        }),
    });
  };
  const remove = () =>
    withdraw.mutate(undefined, {
      onSuccess: () => {
        setSex('');
        setRace('');
        notifications.show({ color: 'green', message: t`Your answers are withdrawn` });
        onDone();
      },
      onError: (failure) =>
        notifyFailure(t`Failed to withdraw your answers: ${error}`, failure, {
          localReason: localCandidateReason,
        }),
    });
  return (
    <Stack gap="sm" mt="xs">
      <Radio.Group label={t`Sex`} value={sex} onChange={setSex} error={errors.sex}>
        <Stack gap={6} mt={6}>
          {Object.entries(SEX_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={i18n._(label)} />
          ))}
        </Stack>
      </Radio.Group>
      <Radio.Group label={t`Race/ethnicity`} value={race} onChange={setRace} error={errors.race_ethnicity}>
        <Stack gap={6} mt={6}>
          {Object.entries(RACE_ETHNICITY_LABELS).map(([value, label]) => (
            <Radio key={value} value={value} label={i18n._(label)} />
          ))}
        </Stack>
      </Radio.Group>
      <Group gap="xs">
        <Button size="xs" onClick={submit} loading={save.isPending}>
          <Trans>Save my answers</Trans>
        </Button>
        {saved && (
          <Button size="xs" variant="default" onClick={remove} loading={withdraw.isPending}>
            <Trans>Withdraw my answers</Trans>
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
  const { t } = useLingui();
  const [opened, { toggle, close }] = useDisclosure(false);
  const panelId = `self-identification-${invitationId}`;
  return (
    <Stack gap={4} mt="sm">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          <Trans>Voluntary self-identification</Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {/* Whether the candidate has answered, in words that never repeat the answer on a shared screen. */}
          {saved ? (
            <Trans>You have answered. You can change or withdraw your answers.</Trans>
          ) : (
            <Trans>You have not answered.</Trans>
          )}
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
        {opened ? t`Hide the questions` : saved ? t`Change my answers` : t`Answer the questions`}
      </Button>
      <Collapse expanded={opened} id={panelId}>
        <Alert variant="light" color="blue" title={t`Optional and private`}>
          <Trans>
            Answering is voluntary and has no effect on your application. The hiring team never sees your
            answers: no reviewer, recruiter or owner can read them, and they are never given to the AI
            analysis. They are used only in aggregate, to count how often each group is advanced, so the
            company can check its hiring is fair; groups of fewer than 5 people are not reported. Each
            question has "Prefer not to say", and you can change or withdraw your answers at any time.
          </Trans>
        </Alert>
        {opened && <SelfIdentificationForm invitationId={invitationId} saved={saved} onDone={close} />}
      </Collapse>
    </Stack>
  );
}
