import { Hono } from 'hono';
import type { AppEnv } from './app-env.ts';
import { identifyCaller } from './auth.ts';
import { siteCors } from './cors.ts';
import { handleError, handleNotFound } from './error-handler.ts';
import { adminRoutes } from './routes/admin.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { auditRoutes } from './routes/audit.ts';
import { authHookRoutes } from './routes/auth-hooks.ts';
import { candidateRequestRoutes } from './routes/candidate-requests.ts';
import { candidateRoutes } from './routes/candidates.ts';
import { comparisonRoutes } from './routes/comparison.ts';
import { consentRoutes } from './routes/consent.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { evaluationRoutes } from './routes/evaluations.ts';
import { fairnessRoutes } from './routes/fairness.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { healthRoutes } from './routes/health.ts';
import { insightsRoutes } from './routes/insights.ts';
import { interviewDraftRoutes } from './routes/interview-drafts.ts';
import { interviewRoutes } from './routes/interviews.ts';
import { interviewTemplateRoutes } from './routes/interview-templates.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { reviewRoutes } from './routes/reviews.ts';
import { scorecardRoutes } from './routes/scorecards.ts';
import { shareRoutes } from './routes/shares.ts';
import { takeRoutes } from './routes/take.ts';
import { teamInvitationRoutes } from './routes/team-invitations.ts';
import { userRoutes } from './routes/users.ts';
import { v1InterviewRoutes } from './routes/v1-interviews.ts';
import { v1ReviewRoutes } from './routes/v1-reviews.ts';
import { v1InvitationRoutes } from './routes/v1-invitations.ts';
import { promptVideoRoutes } from './routes/prompt-videos.ts';
import { videoResumeRoutes } from './routes/video-resumes.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { workspaceRoutes } from './routes/workspaces.ts';

// The function is reached as /api/… (Supabase strips /functions/v1), hence the base path.
export const app = new Hono<AppEnv>().basePath('/api');

// CORS first, so preflights are answered before auth and error responses still carry the headers.
app.use('*', siteCors());
app.use('*', identifyCaller);

// Each table registers its routes under the full paths of the contract's descriptors.
for (const table of [
  healthRoutes,
  userRoutes,
  interviewRoutes,
  interviewDraftRoutes,
  promptVideoRoutes,
  dashboardRoutes,
  invitationRoutes,
  takeRoutes,
  candidateRequestRoutes,
  candidateRoutes,
  videoResumeRoutes,
  adminRoutes,
  reviewRoutes,
  evaluationRoutes,
  workspaceRoutes,
  teamInvitationRoutes,
  shareRoutes,
  scorecardRoutes,
  interviewTemplateRoutes,
  comparisonRoutes,
  insightsRoutes,
  auditRoutes,
  feedbackRoutes,
  consentRoutes,
  fairnessRoutes,
  apiKeyRoutes,
  v1InterviewRoutes,
  v1ReviewRoutes,
  v1InvitationRoutes,
  openApiRoutes,
  webhookRoutes,
  authHookRoutes,
]) {
  app.route('/', table.app);
}

app.onError(handleError);
app.notFound(handleNotFound);
