// A question's takes (src/features/take/lib/answer-takes.ts): how many are used, from the server's
// submitted take and the takes this device started, and where each lives (backup key, object name).
import { describe, expect, it } from 'vitest';
import { answerTakes, takesUsed } from '../../src/features/take/lib/answer-takes.ts';
import { recordingFormatOf } from '../../src/media/recording-format.ts';
import type { TakeAnswer } from '#contract/take';

const invitationId = '6a7e6c1e-34b8-4c1a-9d62-0f4cf1a8e001';
const questionId = '6a7e6c1e-34b8-4c1a-9d62-0f4cf1a8e011';

function answer(take: number | null, attempts = 1): TakeAnswer {
  return {
    question_id: questionId,
    attempts,
    response_text: null,
    media_path: `x/${take}.webm`,
    take,
    choice_option_ids: null,
    file_path: null,
    file_name: null,
  };
}

describe('takesUsed', () => {
  it('is 0 before any take, on the server or on this device', () => {
    expect(takesUsed(undefined, undefined)).toBe(0);
    expect(takesUsed(undefined, { text: 'draft' })).toBe(0);
  });

  it("is the server's submitted take (not its attempt count) when this device started none since", () => {
    expect(takesUsed(answer(2, 1), undefined)).toBe(2);
    expect(takesUsed(answer(3, 2), { takes: 1 })).toBe(3);
  });

  it('is the takes this device started when they are newer than the submitted one', () => {
    expect(takesUsed(undefined, { takes: 1 })).toBe(1);
    expect(takesUsed(answer(1), { takes: 2, mediaPath: null })).toBe(2);
  });
});

describe('answerTakes', () => {
  it('names the backup key and the stored object of a take from its number and format', () => {
    const takes = answerTakes(invitationId, questionId);
    expect(takes.folder).toBe(`${invitationId}/${questionId}/`);
    expect(takes.backupKey(2)).toBe(`${invitationId}/${questionId}/2`);
    const mp4 = recordingFormatOf('video/mp4');
    const webm = recordingFormatOf('audio/webm;codecs=opus');
    if (!mp4 || !webm) throw new Error('Both formats are storable');
    expect(takes.objectName(3, mp4)).toBe(`${invitationId}/${questionId}/3.mp4`);
    expect(takes.objectName(1, webm)).toBe(`${invitationId}/${questionId}/1.webm`);
  });
});

describe('recordingFormatOf', () => {
  it('tells mp4 from webm and keeps the recorder type with its codecs', () => {
    expect(recordingFormatOf('video/webm;codecs=vp9,opus')).toEqual({
      mimeType: 'video/webm;codecs=vp9,opus',
      contentType: 'video/webm',
      extension: 'webm',
    });
    expect(recordingFormatOf('audio/mp4')).toEqual({
      mimeType: 'audio/mp4',
      contentType: 'audio/mp4',
      extension: 'mp4',
    });
  });

  it('is undefined for a type no bucket takes', () => {
    expect(recordingFormatOf('video/ogg')).toBeUndefined();
    expect(recordingFormatOf('')).toBeUndefined();
  });
});
