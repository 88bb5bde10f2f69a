import { callApi } from '@/lib/api-client';
import { videoResumeApi, type RecordedView } from '#contract/video-resumes';

/**
 * POST /api/public/video-resume/:id/view with docs/product.md §3's payload. The server decides what counts
 * (not the owner, once per viewer per 30 minutes), so the page may call it on every visit.
 */
export function recordResumeView(identifier: string): Promise<RecordedView> {
  return callApi(videoResumeApi.recordView, {
    params: { id: identifier },
    body: { user_agent: navigator.userAgent, referrer: document.referrer || null },
  });
}
