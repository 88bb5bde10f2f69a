import { RECENT_VIEWS_SHOWN, type ResumeView } from '../contract/video-resumes.ts';
import type { Transaction } from '../db.ts';

export interface ViewStats {
  total_views: number;
  unique_viewers: number;
  /** The last RECENT_VIEWS_SHOWN views, newest first. */
  recent_views: ResumeView[];
}

/**
 * The views of the caller's own resumes, or of one of them (`resumeId`): what the dashboard's
 * Analytics tab and a resume's Analytics card show. `tx` runs as the caller; the owner filter keeps
 * an admin's wider view out of "my" numbers.
 */
export async function readViewStats(tx: Transaction, resumeId: string | null): Promise<ViewStats> {
  const own = tx`r.candidate_id = (select auth.uid()) and (${resumeId}::uuid is null or r.id = ${resumeId}::uuid)`;
  const [totals] = await tx<{ total_views: number; unique_viewers: number }[]>`
    select count(*)::int as total_views, count(distinct v.viewer_key)::int as unique_viewers
    from public.resume_views v join public.video_resumes r on r.id = v.resume_id
    where ${own}`;
  const recent = await tx<ResumeView[]>`
    select v.viewed_at as timestamp, v.location, r.id as resume_id, r.title as resume_title
    from public.resume_views v join public.video_resumes r on r.id = v.resume_id
    where ${own}
    order by v.viewed_at desc, v.id desc
    limit ${RECENT_VIEWS_SHOWN}`;
  return {
    total_views: totals?.total_views ?? 0,
    unique_viewers: totals?.unique_viewers ?? 0,
    recent_views: recent,
  };
}
