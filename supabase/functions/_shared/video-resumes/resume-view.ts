// The video resume view page's data (docs/product.md §2 Video resume view), for its two kinds of reader: the
// owner, who sees their resume active or not, and anyone else, who sees an active resume's public
// fields through get_public_video_resume(). Both get a signed URL to play the recording, and the
// worker's seekable renditions of it once they are ready.
import type { Caller } from '../caller.ts';
import { errorCodes } from '../contract/errors.ts';
import {
  videoResumeErrorMessages,
  type VideoResume,
  type VideoResumeView,
} from '../contract/video-resumes.ts';
import type { WorkspaceBrand } from '../contract/workspaces.ts';
import type { Tables } from '../database.types.ts';
import { asCaller, asService, isoTimestamp, type Transaction } from '../db.ts';
import { HttpError } from '../http-error.ts';
import { callerCredentials, serviceCredentials } from '../storage.ts';
import { firstWorkspaceBrand } from '../workspaces/first-workspace-brand.ts';
import { readResumeRecordings, signResumeRecordings } from './resume-recordings.ts';
import { RESUME_VIDEO_URL_TTL_SECONDS, signResumeVideoUrl } from './resume-video-url.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Unknown, inactive for a non-owner and another's alike: nothing says which. */
export function videoResumeNotFound(): HttpError {
  return new HttpError(404, videoResumeErrorMessages.notFound, { code: errorCodes.notFound });
}

/** created_at: a column (already ISO 8601) or get_public_video_resume's JSON (Postgres's format). */
type ResumeRow = Pick<
  Tables<'video_resumes'>,
  'id' | 'title' | 'description' | 'video_path' | 'public_url' | 'is_active' | 'views_count' | 'created_at'
> & { candidate: VideoResume['candidate'] };

function toResume(row: ResumeRow): VideoResume {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    video_path: row.video_path,
    public_url: row.public_url,
    is_active: row.is_active,
    views_count: row.views_count,
    created_at: isoTimestamp(row.created_at),
    candidate: {
      first_name: row.candidate.first_name,
      last_name: row.candidate.last_name,
      email: row.candidate.email,
    },
  };
}

/**
 * The caller's own resume by id or share identifier, active or not; undefined when it is not
 * theirs. `tx` runs as the caller. An admin, whom row-level security also shows the row, is not
 * its owner: an inactive resume is its owner's alone.
 */
export async function findOwnResume(tx: Transaction, identifier: string): Promise<VideoResume | undefined> {
  const byId = UUID_PATTERN.test(identifier);
  const [row] = await tx<ResumeRow[]>`
    select r.id, r.title, r.description, r.video_path, r.public_url, r.is_active, r.views_count,
           r.created_at,
           jsonb_build_object('first_name', p.first_name, 'last_name', p.last_name, 'email', p.email) as candidate
    from public.video_resumes r
    join public.profiles p on p.id = r.candidate_id
    where r.candidate_id = (select auth.uid())
      and ${byId ? tx`r.id = ${identifier}::uuid` : tx`r.public_url = ${identifier}`}`;
  return row && toResume(row);
}

/**
 * The owner's access token signs their own recording, read as the caller; a visitor's view is read
 * and signed by the function.
 */
async function withVideoUrl(
  caller: Caller,
  resume: VideoResume,
  owner: { accessToken: string } | null,
  visitorWorkspace: WorkspaceBrand | null = null,
): Promise<VideoResumeView> {
  const readColumns = (tx: Transaction) => readResumeRecordings(tx, [resume.id]);
  const columns = owner ? await asCaller(caller, readColumns) : await asService(readColumns);
  const [signed, [recording]] = await Promise.all([
    signResumeVideoUrl(resume.video_path, owner && { ownerAccessToken: owner.accessToken }),
    signResumeRecordings(
      owner ? callerCredentials(owner.accessToken) : serviceCredentials(),
      [...columns.values()],
      RESUME_VIDEO_URL_TTL_SECONDS,
    ),
  ]);
  return {
    ...resume,
    video_url: signed?.url ?? null,
    video_url_expires_at: signed?.expiresAt ?? null,
    is_owner: owner !== null,
    recording: recording ?? null,
    visitor_workspace: visitorWorkspace,
  };
}

/** The owner's view of their own resume by id; 404 when it is not theirs. */
export async function readOwnResumeView(
  caller: Caller,
  accessToken: string,
  id: string,
): Promise<VideoResumeView> {
  const resume = await asCaller(caller, (tx) => findOwnResume(tx, id));
  if (!resume) throw videoResumeNotFound();
  return withVideoUrl(caller, resume, { accessToken });
}

/**
 * The view page by id or share identifier: the owner's own resume (active or not), else an
 * active resume's public fields, else 404.
 */
export async function readResumeView(
  caller: Caller,
  accessToken: string | null,
  identifier: string,
): Promise<VideoResumeView> {
  const found = await asCaller(caller, async (tx) => {
    if (caller.role === 'authenticated') {
      const own = await findOwnResume(tx, identifier);
      if (own) return { resume: own, isOwner: true };
    }
    const [row] = await tx<{ result: ResumeRow | null }[]>`
      select public.get_public_video_resume(${identifier}) as result`;
    if (!row?.result) return undefined;
    // A signed-in visitor from a hiring team sees the promo in their own workspace's name.
    const workspace = caller.role === 'authenticated' ? await firstWorkspaceBrand(tx) : null;
    return { resume: toResume(row.result), isOwner: false, workspace };
  });
  if (!found) throw videoResumeNotFound();
  if (found.isOwner) return withVideoUrl(caller, found.resume, accessToken ? { accessToken } : null);
  return withVideoUrl(caller, found.resume, null, found.workspace);
}
