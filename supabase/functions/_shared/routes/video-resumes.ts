// Video resumes (docs/product.md §7 Video resumes, Candidate dashboard's analytics), every route of the
// resource: the owner's list, create (after the upload), read, edit, delete and analytics under
// /api/candidates, and the public page's read and view count under /api/public. The owner's SQL
// runs as the caller; row-level security and the owner filter of findOwnResume keep every call to
// the caller's own resumes. The public routes' visibility and counting rules live in the database
// (get_public_video_resume, record_resume_view); this file turns the request into the hashed
// viewer keys those rules need.
//
// The recording is not uploaded through this function: the browser sends it to Storage with TUS
// (resumes/<user_id>/<file>, the bucket's policies decide), then names the stored object here;
// docs/product.md §7's POST /api/upload/video has no place here.
import { requireUser } from '../auth.ts';
import { errorCodes } from '../contract/errors.ts';
import { VIEWS_CHART_DAYS, videoResumeApi, videoResumeErrorMessages } from '../contract/video-resumes.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, asService } from '../db.ts';
import { serverEnv } from '../env.ts';
import { HttpError } from '../http-error.ts';
import { secretKey } from '../project-keys.ts';
import { RouteTable } from '../route-table.ts';
import { bearerTokenOf, callerCredentials, removeStoredObjects, RESUMES_BUCKET } from '../storage.ts';
import {
  findOwnResume,
  readOwnResumeView,
  readResumeView,
  videoResumeNotFound,
} from '../video-resumes/resume-view.ts';
import { readResumeRecordings, signResumeRecordings } from '../video-resumes/resume-recordings.ts';
import { RESUME_VIDEO_URL_TTL_SECONDS } from '../video-resumes/resume-video-url.ts';
import { readViewStats } from '../video-resumes/view-stats.ts';
import {
  clientAddress,
  viewerCountry,
  viewerKeys,
  viewerSettingsFrom,
  type ViewerSettings,
} from '../video-resumes/viewer-identity.ts';

type VideoResumeRow = Pick<
  Tables<'video_resumes'>,
  'id' | 'title' | 'description' | 'public_url' | 'video_path' | 'is_active' | 'views_count' | 'created_at'
>;

/** A malformed identifier answers the same 404 as an unknown one. */
const identifierChecked = { invalidParams: videoResumeNotFound };

let cachedSettings: ViewerSettings | undefined;
/** Read at the first view, so the rest of the api starts without the secret key. */
function viewerSettings(): ViewerSettings {
  cachedSettings ??= viewerSettingsFrom(serverEnv.viewerVariables, secretKey);
  return cachedSettings;
}

export const videoResumeRoutes = new RouteTable()
  .handle(videoResumeApi.list, requireUser, async (c) => {
    const { resumes, columns } = await asCaller(c.var.user, async (tx) => {
      const rows = await tx<VideoResumeRow[]>`
        select id, title, description, public_url, video_path, is_active, views_count, created_at
        from public.video_resumes
        where candidate_id = (select auth.uid())
        order by created_at desc, id`;
      return {
        resumes: rows,
        columns: await readResumeRecordings(
          tx,
          rows.map((row) => row.id),
        ),
      };
    });
    const recordings = await signResumeRecordings(
      callerCredentials(bearerTokenOf(c)),
      [...columns.values()],
      RESUME_VIDEO_URL_TTL_SECONDS,
    );
    return resumes.map((resume, index) => ({ ...resume, recording: recordings[index] ?? null }));
  })

  .handle(videoResumeApi.create, requireUser, async (c, { body: input }) => {
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
    return readOwnResumeView(c.var.user, bearerTokenOf(c), id);
  })

  .handle(videoResumeApi.own, requireUser, (c, { params: { id } }) =>
    readOwnResumeView(c.var.user, bearerTokenOf(c), id),
  )

  .handle(videoResumeApi.update, requireUser, async (c, { params: { id }, body: input }) => {
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
    return readOwnResumeView(c.var.user, bearerTokenOf(c), id);
  })

  .handle(videoResumeApi.analytics, requireUser, (c, { params: { id } }) =>
    asCaller(c.var.user, async (tx) => {
      const resume = await findOwnResume(tx, id);
      if (!resume) throw videoResumeNotFound();
      const stats = await readViewStats(tx, resume.id);
      return {
        ...stats,
        recent_views: stats.recent_views.map(({ timestamp, location }) => ({ timestamp, location })),
      };
    }),
  )

  .handle(videoResumeApi.remove, requireUser, async (c, { params: { id } }) => {
    const accessToken = bearerTokenOf(c);
    await asCaller(c.var.user, async (tx) => {
      const [resume] = await tx<{ video_path: string }[]>`
        select video_path from public.video_resumes
        where id = ${id} and candidate_id = (select auth.uid())
        for update`;
      if (!resume) throw videoResumeNotFound();
      // The recording first, as the caller (the bucket lets only its owner delete); a failure
      // throws 502 and this transaction keeps the row. The views go with the row by cascade.
      await removeStoredObjects(RESUMES_BUCKET, callerCredentials(accessToken), [resume.video_path]);
      await tx`delete from public.video_resumes where id = ${id}`;
    });
    return { success: true as const };
  })

  .handle(videoResumeApi.allAnalytics, requireUser, (c) =>
    asCaller(c.var.user, async (tx) => {
      const stats = await readViewStats(tx, null);
      const byDay = await tx<{ date: string; views: number }[]>`
        select to_char(d.day, 'YYYY-MM-DD') as date, count(v.id)::int as views
        from generate_series(
               (now() at time zone 'utc')::date - ${VIEWS_CHART_DAYS - 1}::int,
               (now() at time zone 'utc')::date,
               interval '1 day'
             ) as d(day)
        left join (
          public.resume_views v join public.video_resumes r on r.id = v.resume_id and r.candidate_id = (select auth.uid())
        ) on (v.viewed_at at time zone 'utc')::date = d.day::date
        group by d.day
        order by d.day`;
      return { ...stats, views_by_day: byDay };
    }),
  )

  .handle(
    videoResumeApi.view,
    null,
    (c, { params: { id } }) => {
      const accessToken = c.var.caller.role === 'authenticated' ? bearerTokenOf(c) : null;
      return readResumeView(c.var.caller, accessToken, id);
    },
    identifierChecked,
  )

  .handle(
    videoResumeApi.recordView,
    null,
    async (c, { params: { id }, body }) => {
      const headers = c.req.raw.headers;
      const settings = viewerSettings();
      // The header is what the browser really sent; the body's copy is what the page reports.
      const userAgent = headers.get('user-agent') ?? body.user_agent ?? '';
      const keys = await viewerKeys(
        { address: clientAddress(headers, settings), userAgent, at: new Date() },
        settings.salt,
      );
      // Service role: record_resume_view is not executable by anon or authenticated, so nobody can
      // count views with keys of their own choosing; the caller's id goes explicitly, because the
      // service role has no auth.uid() (it keeps the owner's own views out of the count).
      const viewerId = c.var.caller.role === 'authenticated' ? c.var.caller.userId : null;
      const viewsCount = await asService(async (tx) => {
        const [row] = await tx<{ views_count: number }[]>`
        select public.record_resume_view(
          ${id}, ${keys.viewerKey}, ${body.user_agent ?? userAgent}, ${body.referrer || null},
          ${viewerCountry(headers, settings)}, ${keys.networkKey}, ${viewerId}) as views_count`;
        return row?.views_count ?? 0;
      });
      return { views_count: viewsCount };
    },
    identifierChecked,
  );
