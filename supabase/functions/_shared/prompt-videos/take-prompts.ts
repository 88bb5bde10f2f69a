// The /take page's video prompts (issue #37 item 3): the welcome step's clip and each question's,
// signed with the candidate's own token (least privilege: the renditions bucket lets only the
// candidate bound to an invitation of an interview that uses a prompt play it). A holder of the
// link who is not that candidate (anon, another account) gets none; a prompt not READY yet is left
// out too, so the page shows the question's text alone.
import type { TakeVideoPrompts } from '../contract/take.ts';
import type { Caller } from '../caller.ts';
import { asCaller } from '../db.ts';
import { callerCredentials } from '../storage.ts';
import { playablePrompts, readPromptRecordings, signPromptRecordings } from './prompt-recordings.ts';

interface TokenPromptVideos {
  welcome_prompt_video_id: string | null;
  questions: { question_id: string; prompt_video_id: string }[];
}

const NONE: TakeVideoPrompts = { welcome: null, questions: [] };

export async function takeVideoPrompts(
  caller: Caller,
  accessToken: string | null,
  token: string,
): Promise<TakeVideoPrompts> {
  if (caller.role !== 'authenticated' || accessToken === null) return NONE;
  const { prompts, columns } = await asCaller(caller, async (tx) => {
    const [row] = await tx<{ result: TokenPromptVideos }[]>`
      select public.get_take_prompt_videos(${token}) as result`;
    const prompts = row?.result ?? { welcome_prompt_video_id: null, questions: [] };
    const ids = [
      ...(prompts.welcome_prompt_video_id ? [prompts.welcome_prompt_video_id] : []),
      ...prompts.questions.map((question) => question.prompt_video_id),
    ];
    return { prompts, columns: await readPromptRecordings(tx, ids) };
  });
  if (columns.size === 0) return NONE;
  const playable = playablePrompts(await signPromptRecordings(callerCredentials(accessToken), columns));
  return {
    welcome: (prompts.welcome_prompt_video_id && playable.get(prompts.welcome_prompt_video_id)) || null,
    questions: prompts.questions.flatMap(({ question_id, prompt_video_id }) => {
      const recording = playable.get(prompt_video_id);
      return recording ? [{ question_id, recording }] : [];
    }),
  };
}
