import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SharedAnswer } from '../../src/features/shared-review/components/shared-answer.tsx';
import type { SharedAnswer as Answer } from '#contract/shares';
import { renderScreen } from './render.tsx';
import { readyRecording } from './review-fixtures.ts';

const answer: Answer = {
  order_number: 1,
  question_text: 'Tell us about a launch you led',
  response_format: 'VIDEO',
  response_text: null,
  transcription: 'We shipped on time.',
  transcript_segments: [{ start: 0, end: 3.2, text: 'We shipped on time.' }],
  recording: readyRecording(),
  choice: null,
  knockout: false,
};

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe("the shared page's player", () => {
  it('has the captions of its transcript, with the toggle every player shares', async () => {
    const { user } = renderScreen(<SharedAnswer answer={answer} language="en" />);
    const track = (await screen.findByLabelText('Recording of answer 1')).querySelector('track');
    expect(track?.kind).toBe('captions');
    expect(track?.src).toMatch(/^blob:/);
    expect(track?.track.mode).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Captions' }));
    expect(track?.track.mode).toBe('showing');
  });

  it("has captions in the interview's language: a Spanish interview's track is es, named Spanish", async () => {
    renderScreen(<SharedAnswer answer={answer} language="es" />);
    const track = (await screen.findByLabelText('Recording of answer 1')).querySelector('track');
    expect([track?.srclang, track?.label]).toEqual(['es', 'Spanish']);
  });

  it('has none when the transcript has no timestamps', async () => {
    renderScreen(<SharedAnswer answer={{ ...answer, transcript_segments: null }} language="en" />);
    expect((await screen.findByLabelText('Recording of answer 1')).querySelector('track')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Captions' })).not.toBeInTheDocument();
  });
});

describe("the shared page's choice answer", () => {
  it('lists the options with the picked ones said in words and the knockout flagged, and no player', () => {
    renderScreen(
      <SharedAnswer
        answer={{
          ...answer,
          response_format: 'CHOICE',
          transcription: null,
          transcript_segments: null,
          recording: null,
          knockout: true,
          choice: {
            multiple: true,
            options: [
              { label: 'Berlin', knockout: false, picked: true },
              { label: 'Lisbon', knockout: true, picked: true },
              { label: 'Remote', knockout: false, picked: false },
            ],
          },
        }}
        language="en"
      />,
    );
    const options = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(options).toEqual(['BerlinPicked', 'LisbonPickedKnockout option', 'Remote']);
    expect(screen.getByText('Knockout answer')).toBeInTheDocument();
    expect(screen.getByText('The candidate could pick more than one option.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Recording of answer 1')).not.toBeInTheDocument();
    expect(screen.queryByText('Transcript')).not.toBeInTheDocument();
  });
});
