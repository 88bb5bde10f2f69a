// A candidate's own video resumes (spec §7 Video resumes), mounted at /api/candidates/video-resumes
// beside the candidate portal's list and delete: create one after its upload, read, edit and see
// its analytics. All SQL runs as the caller; row-level security and the owner filter of
// findOwnResume keep every call to the caller's own resumes.
//
// The recording is not uploaded through this function: the browser sends it to Storage with TUS
// (resumes/<user_id>/<file>, the bucket's policies decide), then names the stored object here;
// spec §7's POST /api/upload/video has no place here.
import { Hono } from 'hono';
import type { AppEnv } from '../app-env.ts';
import { requireUser } from '../auth.ts';
import { errorCodes } from '../contract/errors.ts';
import {
  createVideoResumeSchema,
  updateVideoResumeSchema,
  videoResumeErrorMessages,
  videoResumeIdParamSchema,
  type ResumeAnalytics,
  type VideoResumeView,
} from '../contract/video-resumes.ts';
import { asCaller } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { readViewStats } from '../resume-views/view-stats.ts';
import { bearerTokenOf, RESUMES_BUCKET } from '../storage.ts';
import { validate } from '../validate.ts';
import { findOwnResume, readOwnResumeView, videoResumeNotFound } from '../video-resumes/resume-view.ts';

export const videoResumeRoutes = new Hono<AppEnv>()
  .post('/', requireUser, validate('json', createVideoResumeSchema), async (c) => {
    const input = c.req.valid('json');
    const id = await asCaller(c.var.user, async (tx) => {
      // The bucket's SELECT policy shows the caller only their own folder, so this finds the
      // object only when it is theirs and stored.
      const [stored] = await tx<{ name: string }[]>`
        select name from storage.objects
        where bucket_id = ${RESUMES_BUCKET} and name = ${input.video_path}`;
      if (!stored) {
        throw new HttpError(400, videoResumeErrorMessages.videoNotUploaded, {
          code: errorCodes.invalidInput,
          fields: { video_path: videoResumeErrorMessages.videoNotUploaded },
        });
      }
      // The share identifier is the server's: one chosen by a client could take another's link.
      const [row] = await tx<{ id: string }[]>`
        insert into public.video_resumes (title, description, video_path, public_url, is_active)
        values (${input.title}, ${input.description}, ${input.video_path},
                ${`video-resume-${crypto.randomUUID()}`}, ${input.is_active})
        returning id`;
      if (!row) throw new Error('insert … returning gave no video resume row');
      return row.id;
    });
    return c.json((await readOwnResumeView(c.var.user, bearerTokenOf(c), id)) satisfies VideoResumeView, 201);
  })

  .get('/:id', requireUser, validate('param', videoResumeIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json((await readOwnResumeView(c.var.user, bearerTokenOf(c), id)) satisfies VideoResumeView);
  })

  .put(
    '/:id',
    requireUser,
    validate('param', videoResumeIdParamSchema),
    validate('json', updateVideoResumeSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const input = c.req.valid('json');
      await asCaller(c.var.user, async (tx) => {
        const [row] = await tx<{ id: string }[]>`
          update public.video_resumes
          set title = coalesce(${input.title ?? null}, title),
              description = coalesce(${input.description ?? null}, description),
              is_active = coalesce(${input.is_active ?? null}::boolean, is_active)
          where id = ${id}
          returning id`;
        if (!row) throw videoResumeNotFound();
      });
      return c.json((await readOwnResumeView(c.var.user, bearerTokenOf(c), id)) satisfies VideoResumeView);
    },
  )

  .get('/:id/analytics', requireUser, validate('param', videoResumeIdParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const analytics = await asCaller(c.var.user, async (tx) => {
      const resume = await findOwnResume(tx, id);
      if (!resume) throw videoResumeNotFound();
      const stats = await readViewStats(tx, resume.id);
      return {
        ...stats,
        recent_views: stats.recent_views.map(({ timestamp, location }) => ({ timestamp, location })),
      } satisfies ResumeAnalytics;
    });
    return c.json(analytics);
  });
