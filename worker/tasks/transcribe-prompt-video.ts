// transcribe_prompt_video {prompt_video_id}: a recruiter's processed clip (issue #37 item 3)
// transcribed from its speech track, the timestamped segments stored on the prompt for its captions.
// Queued when the clip's recording becomes READY. Captions are a nicety: without an AI provider, or
// for a clip without sound, nothing is asked and nothing fails; a provider's failure is retried by
// graphile-worker with backoff and, after the last attempt, leaves the clip without captions.
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { isConfigured } from '#backend/ai/ai-from-env';
import type { Locale } from '#contract/locale-tags';
import { speechTrackOf } from '../analysis/speech-track.ts';
import type { WorkerContext } from '../context.ts';

const payloadSchema = z.object({ prompt_video_id: z.guid() });

interface PromptToTranscribe {
  speech_path: string | null;
  /** The language of an interview that plays the clip, if one does yet; else the provider detects it. */
  language: Locale | null;
}

async function readPrompt(ctx: WorkerContext, id: string): Promise<PromptToTranscribe | undefined> {
  const [row] = await ctx.sql<PromptToTranscribe[]>`
    select m.speech_path,
           (select i.language from public.interviews i
            where i.welcome_prompt_video_id = p.id
               or i.id in (select q.interview_id from public.questions q where q.prompt_video_id = p.id)
            order by i.created_at limit 1) as language
    from public.prompt_videos p
    join public.recording_media m on m.prompt_video_id = p.id and m.status = 'READY'
    where p.id = ${id} and p.transcript_segments is null`;
  return row;
}

export function transcribePromptVideoTask(ctx: WorkerContext): Task {
  return async (rawPayload, helpers) => {
    const parsed = payloadSchema.safeParse(rawPayload);
    if (!parsed.success) {
      helpers.logger.error(`Not a prompt to transcribe: ${JSON.stringify(rawPayload)}`);
      return;
    }
    const id = parsed.data.prompt_video_id;
    if (!isConfigured(ctx.analyst)) {
      helpers.logger.info(`Prompt ${id}: no AI provider, so no captions`);
      return;
    }
    // Deleted, not processed, or already transcribed by an earlier run (jobs run at least once).
    const prompt = await readPrompt(ctx, id);
    if (!prompt?.speech_path) return;
    const transcript = await ctx.analyst.transcribe({
      bytes: await speechTrackOf(ctx, prompt.speech_path),
      fileName: 'speech.mp3',
      contentType: 'audio/mpeg',
      ...(prompt.language ? { language: prompt.language } : {}),
    });
    await ctx.sql`
      update public.prompt_videos set transcript_segments = ${ctx.sql.json(transcript.segments)}
      where id = ${id}`;
    helpers.logger.info(`Prompt ${id}: ${transcript.segments.length} caption segments`);
  };
}
