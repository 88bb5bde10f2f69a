import type { QuestionDraft } from '@/features/take/lib/draft-store';
import type { RecordingFormat } from '@/media/recording-format';
import { takeObjectName, type TakeAnswer } from '#contract/take';

/**
 * Takes of a question's recording used so far. The server owns which take is submitted (and a new
 * take must be newer); this device owns the takes it started since, which the server has not seen.
 */
export function takesUsed(answer: TakeAnswer | undefined, draft: QuestionDraft | undefined): number {
  const submitted = answer?.take ?? 0;
  const started = draft?.takes ?? 0;
  return started > submitted ? started : submitted;
}

/** Where a question's takes live: the IndexedDB backup keys and the objects in the responses bucket. */
export function answerTakes(invitationId: string, questionId: string) {
  const folder = `${invitationId}/${questionId}/`;
  return {
    folder,
    backupKey: (take: number) => `${folder}${take}`,
    objectName: (take: number, format: RecordingFormat) =>
      takeObjectName(invitationId, questionId, take, format.extension),
  };
}
