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
          {competency.anchors.map((anchor, index) => (
            <Radio key={anchor} value={String(index + 1)} label={`${index + 1} – ${anchor}`} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={`Note on ${competency.name}`}
        autosize
        minRows={2}
        maxLength={evaluationLimits.noteMaxLength}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        // The note is saved with the score; without a score there is nothing to save yet.
        onBlur={() => score && note !== (rating?.note ?? '') && onSave(score, note)}
        description={score ? undefined : 'Choose a score to save the note'}
      />
      <Text size="xs" c="dimmed" aria-live="polite">
        {saved ? 'Saved' : score && (saving ? 'Saving…' : 'Not saved yet')}
      </Text>
    </Stack>
  );
}
