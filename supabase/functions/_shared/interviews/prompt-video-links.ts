// Issue #37 item 3: the prompts an interview's questions and welcome step name must be clips of the
// interview's own workspace. The database refuses any other (its trigger, 22023); this answers the
// caller first with the field at fault, and the transaction then writes nothing.
import { errorCodes } from '../contract/errors.ts';
import { promptVideoLinkMessages } from '../contract/interviews.ts';
import type { Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';

interface PromptVideoLinks {
  welcome_prompt_video_id?: string | null | undefined;
  questions: readonly { prompt_video_id?: string | null | undefined }[];
}

export async function checkPromptVideoLinks(
  tx: Transaction,
  interviewId: string,
  input: PromptVideoLinks,
): Promise<void> {
  const named = [
    { field: 'welcome_prompt_video_id', id: input.welcome_prompt_video_id },
    ...input.questions.map((question, index) => ({
      field: `questions.${index}.prompt_video_id`,
      id: question.prompt_video_id,
    })),
  ].flatMap(({ field, id }) => (id ? [{ field, id }] : []));
  if (named.length === 0) return;
  const found = await tx<{ id: string }[]>`
    select p.id from public.prompt_videos p
    join public.interviews i on i.workspace_id = p.workspace_id and i.id = ${interviewId}
    where p.id = any(${named.map((link) => link.id)}::uuid[])`;
  const ofWorkspace = new Set(found.map((row) => row.id));
  const fields = Object.fromEntries(
    named
      .filter((link) => !ofWorkspace.has(link.id))
      .map((link) => [link.field, promptVideoLinkMessages.otherWorkspace]),
  );
  if (Object.keys(fields).length > 0) {
    throw new HttpError(400, promptVideoLinkMessages.otherWorkspace, {
      code: errorCodes.invalidInput,
      fields,
    });
  }
}
