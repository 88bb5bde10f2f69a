// The public video resume page (spec §7 Video resumes): read a resume by id or share identifier and
// count a visit. Anyone may call both; the owner of an inactive resume reads it too (with their
// bearer). Visibility and counting rules live in the database (get_public_video_resume,
// record_resume_view); this file turns the request into the hashed viewer keys those rules need.
import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { secretKey } from '../project-keys.ts';
import {
  publicResumeIdentifierSchema,
  recordViewSchema,
  type RecordedView,
  type VideoResumeView,
} from '../contract/video-resumes.ts';
import { asService } from '../db.ts';
import { serverEnv } from '../env.ts';
import { bearerTokenOf } from '../storage.ts';
import {
  clientAddress,
  viewerCountry,
  viewerKeys,
  viewerSettingsFrom,
  type ViewerSettings,
} from '../resume-views/viewer-identity.ts';
import { readResumeView, videoResumeNotFound } from '../video-resumes/resume-view.ts';
import { validate } from '../validate.ts';

/** A malformed identifier answers the same 404 as an unknown one. */
const validIdentifier = zValidator('param', z.object({ id: publicResumeIdentifierSchema }), (result) => {
  if (!result.success) throw videoResumeNotFound();
});

let cachedSettings: ViewerSettings | undefined;
/** Read at the first view, so the rest of the api starts without the secret key. */
function viewerSettings(): ViewerSettings {
  cachedSettings ??= viewerSettingsFrom(serverEnv.viewerVariables, secretKey);
  return cachedSettings;
}

export const publicRoutes = new Hono<AppEnv>()
  .get('/video-resume/:id', validIdentifier, async (c) => {
    const { id } = c.req.valid('param');
    const accessToken = c.var.caller.role === 'authenticated' ? bearerTokenOf(c) : null;
    return c.json((await readResumeView(c.var.caller, accessToken, id)) satisfies VideoResumeView);
  })

  .post('/video-resume/:id/view', validIdentifier, validate('json', recordViewSchema), async (c) => {
    const { id } = c.req.valid('param');
    const body = c.req.valid('json');
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
    return c.json({ views_count: viewsCount } satisfies RecordedView);
  });
