import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Fieldset, Group, Stack, Textarea, TextInput } from '@mantine/core';
import type { DraftCompetency } from '#contract/interview-drafts';
import { scorecardLimits } from '#contract/scorecards';

interface Props {
  number: number;
  competency: DraftCompetency;
  onChange: (competency: DraftCompetency) => void;
  onAccept: () => void;
  onDiscard: () => void;
}

/** A suggested competency with its five anchored levels, editable before it is accepted or discarded. */
export function DraftCompetencyCard({ number, competency, onChange, onAccept, onDiscard }: Props) {
  const { t } = useLingui();
  const setAnchor = (level: number, value: string) =>
    onChange({
      ...competency,
      anchors: competency.anchors.map((anchor, i) => (i === level ? value : anchor)),
    });
  const complete =
    competency.name.trim() !== '' && competency.anchors.every((anchor) => anchor.trim() !== '');
  return (
    <Fieldset legend={t`Suggested competency ${number}`} variant="filled">
      <Stack gap="sm">
        <TextInput
          label={t`Name`}
          maxLength={scorecardLimits.nameMaxLength}
          value={competency.name}
          onChange={(event) => onChange({ ...competency, name: event.currentTarget.value })}
        />
        <Textarea
          label={t`Description`}
          autosize
          minRows={1}
          maxLength={scorecardLimits.descriptionMaxLength}
          value={competency.description}
          onChange={(event) => onChange({ ...competency, description: event.currentTarget.value })}
        />
        {competency.anchors.map((anchor, level) => {
          const levelNumber = level + 1;
          return (
            <TextInput
              key={level}
              label={t`Level ${levelNumber}`}
              maxLength={scorecardLimits.anchorMaxLength}
              value={anchor}
              onChange={(event) => setAnchor(level, event.currentTarget.value)}
            />
          );
        })}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDiscard}>
            <Trans>Discard</Trans>
          </Button>
          <Button onClick={onAccept} disabled={!complete}>
            <Trans>Accept</Trans>
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
