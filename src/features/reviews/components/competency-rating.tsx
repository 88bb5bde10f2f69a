import { useLingui } from '@lingui/react/macro';
import { Radio, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { evaluationLimits, type Rating } from '#contract/evaluations';
import type { Competency } from '#contract/scorecards';

interface CompetencyRatingProps {
  competency: Competency;
  rating: Rating | undefined;
  saving: boolean;
  onSave: (score: number, note: string) => void;
}

/** One competency of one answer: the 1-5 scale with each level's anchor sentence, and a note. */
export function CompetencyRating({ competency, rating, saving, onSave }: CompetencyRatingProps) {
  const { t } = useLingui();
  const name = competency.name;
  const [note, setNote] = useState(rating?.note ?? '');
  // The choice shows at once; "Saved" only once the server holds this score and note.
  const [score, setScore] = useState(rating?.score);
  const saved = rating !== undefined && rating.score === score && rating.note === note;
  return (
    <Stack gap="xs">
      <Radio.Group
        label={competency.name}
        description={competency.description || undefined}
        value={score ? String(score) : null}
        onChange={(value) => {
          setScore(Number(value));
          onSave(Number(value), note);
        }}
        readOnly={saving}
      >
        <Stack gap={6} mt="xs">
          {competency.anchors.map((anchor, index) => {
            const level = index + 1;
            return <Radio key={anchor} value={String(level)} label={t`${level} – ${anchor}`} />;
          })}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t`Note on ${name}`}
        autosize
        minRows={2}
        maxLength={evaluationLimits.noteMaxLength}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        // The note is saved with the score; without a score there is nothing to save yet.
        onBlur={() => score && note !== (rating?.note ?? '') && onSave(score, note)}
        description={score ? undefined : t`Choose a score to save the note`}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {saved ? t`Saved` : score && (saving ? t`Saving…` : t`Not saved yet`)}
      </Text>
    </Stack>
  );
}
