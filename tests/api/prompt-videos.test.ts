// Questions asked on video and a welcome video (issue #37 item 3), through the real stack: a
// recruiter uploads a short WebM to the prompt-videos bucket and names it; the worker makes its
// renditions; the interview asks a question with it and welcomes with it; the invited candidate's
// /take gets playable signed URLs, signed for them; anyone else gets none; a reviewer plays the
// question's video above the answer; a clip of another workspace cannot be attached.
import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviewDetailSchema, promptVideoLinkMessages } from '#contract/interviews';
import { promptVideoMessages, promptVideoSchema, type PromptVideo } from '#contract/prompt-videos';
import type { TranscriptSegment } from '#contract/recordings';
import { reviewDetailSchema } from '#contract/reviews';
import { takeInterviewSchema } from '#contract/take';
import { callApi } from '../support/api.ts';
import { liveWebm } from '../support/generated-media.ts';
import {
  config,
  expectError,
  expectJson,
  openDatabase,
  seedInvitation,
  sendJson,
  type Database,
} from '../support/interview-fixtures.ts';
import { transcriptSegmentsFor } from '../support/openai-server.ts';
import { downloadRendition, eventually } from '../support/recording-fixtures.ts';
import { getReview } from '../support/review-fixtures.ts';
import { getTake, tokenOf } from '../support/take-fixtures.ts';
import { createTestUser, uniqueName, type TestUser } from '../support/users.ts';
import { addMember, workspaceOf } from '../support/workspace-fixtures.ts';

let sql: Database;
let recruiter: TestUser;
let reviewer: TestUser;
let outsider: TestUser;
let workspaceId: string;
let otherWorkspaceId: string;

beforeAll(async () => {
  sql = openDatabase();
  [recruiter, reviewer, outsider] = await Promise.all([
    createTestUser(config, { role: 'RECRUITER' }),
    createTestUser(config),
    createTestUser(config, { role: 'RECRUITER' }),
  ]);
  workspaceId = await workspaceOf(sql, recruiter);
  otherWorkspaceId = await workspaceOf(sql, outsider);
  await addMember(sql, workspaceId, reviewer, 'REVIEWER');
});

afterAll(async () => {
  await sql.end();
});

/** Uploads `bytes` to prompt-videos/<workspace>/<uuid>.webm as `user`; the object's name. */
async function uploadClip(user: TestUser, workspace: string, bytes: Uint8Array): Promise<string> {
  const name = `${workspace}/${randomUUID()}.webm`;
  const response = await fetch(`${config.supabaseUrl}/storage/v1/object/prompt-videos/${name}`, {
    method: 'POST',
    headers: {
      apikey: config.publishableKey,
      authorization: `Bearer ${user.accessToken}`,
      'content-type': 'video/webm',
    },
    body: bytes,
  });
  expect(response.status, await response.text()).toBe(200);
  return name;
}

function getPrompt(user: TestUser | undefined, id: string): Promise<Response> {
  return callApi(`/prompt-videos/${id}`, { token: user?.accessToken });
}

/** A clip of `user`'s workspace, uploaded, named and made READY by the worker. */
async function readyPrompt(user: TestUser, workspace: string, seconds = 2): Promise<PromptVideo> {
  const path = await uploadClip(user, workspace, await liveWebm({ seconds }));
  const created = promptVideoSchema.parse(
    await expectJson(await sendJson('POST', '/prompt-videos', { workspace_id: workspace, path }, user), 201),
  );
  expect(created.recording.status).toMatch(/QUEUED|PROCESSING|READY/);
  let prompt = created;
  await eventually(
    async () => {
      prompt = promptVideoSchema.parse(await expectJson(await getPrompt(user, created.id), 200));
      return prompt.recording.status === 'READY' || prompt.recording.status === 'FAILED';
    },
    'the prompt is processed',
    90_000,
  );
  expect(prompt.recording).toMatchObject({ status: 'READY', error: null, has_video: true });
  return prompt;
}

/** An interview asking its one question with `questionPrompt` and welcoming with `welcomePrompt`. */
function createInterview(user: TestUser, questionPrompt: string | null, welcomePrompt: string | null) {
  return sendJson(
    'POST',
    '/interviews',
    {
      workspace_id: workspaceId,
      title: uniqueName('Asked on video'),
      welcome_prompt_video_id: welcomePrompt,
      questions: [
        { text: 'Watch the video, then tell us how you would do it.', prompt_video_id: questionPrompt },
      ],
    },
    user,
  );
}

async function expectPlayable(url: string | null | undefined): Promise<void> {
  const response = await fetch(url ?? 'about:blank', { headers: { range: 'bytes=0-1' } });
  await response.body?.cancel();
  expect(response.status, url ?? 'no url').toBe(206);
}

describe('a video question', () => {
  let question: PromptVideo;
  let welcome: PromptVideo;
  let interviewId: string;
  let questionId: string;
  let candidate: TestUser;
  let invitationId: string;
  let token: string;

  beforeAll(async () => {
    [question, welcome] = await Promise.all([
      readyPrompt(recruiter, workspaceId),
      readyPrompt(recruiter, workspaceId, 1),
    ]);
    const created = (await expectJson(await createInterview(recruiter, question.id, welcome.id), 201)) as {
      id: string;
    };
    interviewId = created.id;
    const detail = interviewDetailSchema.parse(
      await expectJson(await callApi(`/interviews/${interviewId}`, { token: recruiter.accessToken }), 200),
    );
    expect(detail.welcome_prompt_video_id).toBe(welcome.id);
    expect(detail.questions.map((q) => q.prompt_video_id)).toEqual([question.id]);
    questionId = detail.questions[0]?.id ?? '';
    candidate = await createTestUser(config);
    invitationId = await seedInvitation(sql, interviewId, 'STARTED', candidate);
    token = await tokenOf(sql, invitationId);
  }, 200_000);

  it('is READY with signed WebM and MP4 sources its recruiter can play', async () => {
    expect(question.recording.sources.map((s) => s.type)).toEqual(['video/webm', 'video/mp4']);
    for (const source of question.recording.sources) await expectPlayable(source.url);
    await expectPlayable(question.recording.poster_url);
  });

  it("plays for the invited candidate on /take, signed for them: the question's and the welcome step's", async () => {
    const take = takeInterviewSchema.parse(await expectJson(await getTake(candidate, token), 200));
    expect(take.video_prompts.questions.map((p) => p.question_id)).toEqual([questionId]);
    const asked = take.video_prompts.questions[0]?.recording;
    expect(asked?.status).toBe('READY');
    expect(asked?.sources.map((s) => s.type)).toEqual(['video/webm', 'video/mp4']);
    for (const source of asked?.sources ?? []) await expectPlayable(source.url);
    expect(take.video_prompts.welcome?.status).toBe('READY');
    await expectPlayable(take.video_prompts.welcome?.sources[0]?.url);
  });

  it('is captioned once the worker has transcribed its speech track with the AI provider: on /take and for its recruiter', async () => {
    let stored: TranscriptSegment[] | null = null;
    await eventually(
      async () => {
        const [row] = await sql<{ transcript_segments: TranscriptSegment[] | null }[]>`
          select transcript_segments from public.prompt_videos where id = ${question.id}`;
        stored = row?.transcript_segments ?? null;
        return stored !== null;
      },
      'the prompt is transcribed',
      60_000,
    );
    const [media] = await sql<{ speech_path: string }[]>`
      select speech_path from public.recording_media where prompt_video_id = ${question.id}`;
    const dir = await mkdtemp(join(tmpdir(), 'prompt-speech-'));
    try {
      const speech = await readFile(await downloadRendition(media?.speech_path ?? '', dir));
      const sha = createHash('sha256').update(speech).digest('hex');
      // The local provider's lines for exactly these bytes: transcribed from the clip's own speech track.
      expect(stored).toEqual(transcriptSegmentsFor(sha));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const take = takeInterviewSchema.parse(await expectJson(await getTake(candidate, token), 200));
    expect(take.video_prompts.questions[0]?.recording.transcript_segments).toEqual(stored);
    const own = promptVideoSchema.parse(await expectJson(await getPrompt(recruiter, question.id), 200));
    expect(own.recording.transcript_segments).toEqual(stored);
  });

  it('plays for nobody else holding the link, and an outsider cannot read it', async () => {
    const asAnon = takeInterviewSchema.parse(await expectJson(await getTake(undefined, token), 200));
    expect(asAnon.video_prompts).toEqual({ welcome: null, questions: [] });
    const stranger = await createTestUser(config);
    const asStranger = takeInterviewSchema.parse(await expectJson(await getTake(stranger, token), 200));
    expect(asStranger.video_prompts).toEqual({ welcome: null, questions: [] });

    await expectError(await getPrompt(outsider, question.id), 404);
    // Nor through Storage itself: the renditions bucket signs nothing of it for them.
    const [recording] = await sql<{ playback_path: string }[]>`
      select playback_path from public.recording_media where prompt_video_id = ${question.id}`;
    const signed = await fetch(
      `${config.supabaseUrl}/storage/v1/object/sign/renditions/${recording?.playback_path ?? ''}`,
      {
        method: 'POST',
        headers: {
          apikey: config.publishableKey,
          authorization: `Bearer ${outsider.accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ expiresIn: 60 }),
      },
    );
    await signed.body?.cancel();
    expect(signed.ok).toBe(false);
  });

  it("plays for a reviewer above the candidate's answer", async () => {
    await sql`
      insert into public.responses (invitation_id, question_id, candidate_id, response_text)
      values (${invitationId}, ${questionId}, ${candidate.id}, 'I would start by listening.')`;
    await sql`update public.invitations set status = 'COMPLETED' where id = ${invitationId}`;
    const review = reviewDetailSchema.parse(await expectJson(await getReview(reviewer, invitationId), 200));
    const prompt = review.responses[0]?.question_prompt;
    expect(prompt?.status).toBe('READY');
    for (const source of prompt?.sources ?? []) await expectPlayable(source.url);
    expect(prompt?.sources).toHaveLength(2);
    const [captioned] = await sql<{ transcript_segments: TranscriptSegment[] | null }[]>`
      select transcript_segments from public.prompt_videos where id = ${question.id}`;
    expect(prompt?.transcript_segments).toEqual(captioned?.transcript_segments);
    expect(prompt?.transcript_segments?.length).toBeGreaterThan(0);
  });

  it('stays while an interview uses it, then is deleted by its recruiter with its clip', async () => {
    const used = await expectError(
      await callApi(`/prompt-videos/${welcome.id}`, { method: 'DELETE', token: recruiter.accessToken }),
      409,
    );
    expect(used.error).toBe(promptVideoMessages.inUse);

    const spare = promptVideoSchema.parse(
      await expectJson(
        await sendJson(
          'POST',
          '/prompt-videos',
          {
            workspace_id: workspaceId,
            path: await uploadClip(recruiter, workspaceId, await liveWebm({ seconds: 1 })),
          },
          recruiter,
        ),
        201,
      ),
    );
    await expectError(
      await callApi(`/prompt-videos/${spare.id}`, { method: 'DELETE', token: reviewer.accessToken }),
      403,
    );
    await expectJson(
      await callApi(`/prompt-videos/${spare.id}`, { method: 'DELETE', token: recruiter.accessToken }),
      200,
    );
    const left = await sql`select 1 from public.prompt_videos where id = ${spare.id}`;
    expect(left).toHaveLength(0);
    const objects = await sql`
      select 1 from storage.objects where bucket_id = 'prompt-videos' and name like ${`${workspaceId}/%`}
        and name not in (select source_path from public.prompt_videos)`;
    expect(objects).toHaveLength(0);
  });

  it('goes with the interview when it is duplicated', async () => {
    const copy = (await expectJson(
      await sendJson('POST', `/interviews/${interviewId}/duplicate`, {}, recruiter),
      201,
    )) as { id: string };
    const detail = interviewDetailSchema.parse(
      await expectJson(await callApi(`/interviews/${copy.id}`, { token: recruiter.accessToken }), 200),
    );
    expect(detail.welcome_prompt_video_id).toBe(welcome.id);
    expect(detail.questions.map((q) => q.prompt_video_id)).toEqual([question.id]);
  });
});

describe('a clip', () => {
  it('of another workspace cannot be attached to a question or the welcome step, and nothing is written', async () => {
    const [theirs] = await sql<{ id: string }[]>`
      insert into public.prompt_videos (workspace_id, source_path)
      values (${otherWorkspaceId}, ${`${otherWorkspaceId}/${randomUUID()}.webm`}) returning id`;
    const title = uniqueName('Borrowed video');
    const asked = await expectError(
      await sendJson(
        'POST',
        '/interviews',
        {
          workspace_id: workspaceId,
          title,
          questions: [{ text: 'Watch this', prompt_video_id: theirs?.id }],
        },
        recruiter,
      ),
      400,
    );
    expect(asked.error).toBe(promptVideoLinkMessages.otherWorkspace);
    expect(asked.fields).toEqual({ 'questions.0.prompt_video_id': promptVideoLinkMessages.otherWorkspace });
    const welcomed = await expectError(
      await sendJson(
        'POST',
        '/interviews',
        {
          workspace_id: workspaceId,
          title,
          welcome_prompt_video_id: theirs?.id,
          questions: [{ text: 'Hello' }],
        },
        recruiter,
      ),
      400,
    );
    expect(welcomed.fields).toEqual({ welcome_prompt_video_id: promptVideoLinkMessages.otherWorkspace });
    expect(await sql`select 1 from public.interviews where title = ${title}`).toHaveLength(0);
  });

  it('must be uploaded to the workspace folder before it is named', async () => {
    const missing = await expectError(
      await sendJson(
        'POST',
        '/prompt-videos',
        { workspace_id: workspaceId, path: `${workspaceId}/${randomUUID()}.webm` },
        recruiter,
      ),
      400,
    );
    expect(missing.fields).toEqual({ path: promptVideoMessages.notUploaded });
    const elsewhere = await expectError(
      await sendJson(
        'POST',
        '/prompt-videos',
        { workspace_id: workspaceId, path: `${otherWorkspaceId}/${randomUUID()}.webm` },
        recruiter,
      ),
      400,
    );
    expect(elsewhere.fields).toEqual({ path: promptVideoMessages.path });
    // A REVIEWER names none, and an outsider none of this workspace.
    await expectError(
      await sendJson(
        'POST',
        '/prompt-videos',
        { workspace_id: workspaceId, path: `${workspaceId}/${randomUUID()}.webm` },
        reviewer,
      ),
      403,
    );
    await expectError(
      await sendJson(
        'POST',
        '/prompt-videos',
        { workspace_id: workspaceId, path: `${workspaceId}/${randomUUID()}.webm` },
        outsider,
      ),
      404,
    );
  });
});
