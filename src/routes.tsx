import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { prefetchTakeInterview } from '@/features/take/api/take-interview-query';
import { loadCatalogues } from '@/i18n/catalogues';
import { browserLocale, chosenLocale } from '@/i18n/locale-preference';
import { NotFoundPage } from '@/ui/not-found-page';
import { PageLoader } from '@/ui/page-loader';
import { RouteErrorPage } from '@/ui/route-error-page';

/**
 * The route table of docs/product.md §2. Each screen is its own chunk, fetched when its route is first
 * matched, so the landing page and the candidate's /take link never download the recruiter or
 * admin screens. Guards are layout routes, lazy as well (they ask the api who the user is): a screen
 * renders only once its guard lets it.
 */
/**
 * A screen's lazy loader, with all of Mantine's styles beside it: only the landing page and a
 * candidate's link make do with the first screens' (src/ui/first-screen-styles.ts).
 */
function withAllStyles<Screen>(load: () => Promise<Screen>): () => Promise<Screen> {
  return () => Promise.all([import('@/ui/mantine-styles'), load()]).then(([, screen]) => screen);
}

export const routes: RouteObject[] = [
  {
    path: paths.home.path,
    ErrorBoundary: RouteErrorPage,
    HydrateFallback: () => <PageLoader label="Loading" />,
    children: [
      {
        index: true,
        lazy: () => import('@/features/landing/landing-page').then((m) => ({ Component: m.LandingPage })),
      },
      {
        path: paths.recruiterAuthCallback.path,
        lazy: withAllStyles(() =>
          import('@/auth/recruiter-auth-callback-page').then((m) => ({
            Component: m.RecruiterAuthCallbackPage,
          })),
        ),
      },
      {
        lazy: withAllStyles(() =>
          import('@/auth/recruiter-guard').then((m) => ({ Component: m.RecruiterGuard })),
        ),
        children: [
          {
            path: paths.dashboard.path,
            lazy: withAllStyles(() =>
              import('@/pages/recruiter-dashboard-page').then((m) => ({
                Component: m.RecruiterDashboardPage,
              })),
            ),
          },
          {
            path: paths.createInterview.path,
            lazy: withAllStyles(() =>
              import('@/features/interviews/create-interview-page').then((m) => ({
                Component: m.CreateInterviewPage,
              })),
            ),
          },
          {
            path: paths.interview.path,
            lazy: withAllStyles(() =>
              import('@/pages/interview-detail-page').then((m) => ({
                Component: m.InterviewDetailPage,
              })),
            ),
          },
          {
            path: paths.editInterview.path,
            lazy: withAllStyles(() =>
              import('@/features/interviews/edit-interview-page').then((m) => ({
                Component: m.EditInterviewPage,
              })),
            ),
          },
          {
            path: paths.bulkInvite.path,
            lazy: withAllStyles(() =>
              import('@/features/invitations/bulk-invite/bulk-invite-page').then((m) => ({
                Component: m.BulkInvitePage,
              })),
            ),
          },
          {
            path: paths.compareCandidates.path,
            lazy: withAllStyles(() =>
              import('@/features/comparison/compare-candidates-page').then((m) => ({
                Component: m.CompareCandidatesPage,
              })),
            ),
          },
          {
            path: paths.reviews.path,
            lazy: withAllStyles(() =>
              import('@/features/reviews/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
            ),
          },
          {
            path: paths.review.path,
            lazy: withAllStyles(() =>
              import('@/features/reviews/review-detail-page').then((m) => ({
                Component: m.ReviewDetailPage,
              })),
            ),
          },
          {
            path: paths.workspaceSettings.path,
            lazy: withAllStyles(() =>
              import('@/features/workspaces/workspace-settings-page').then((m) => ({
                Component: m.WorkspaceSettingsPage,
              })),
            ),
          },
        ],
      },
      {
        lazy: withAllStyles(() => import('@/auth/admin-guard').then((m) => ({ Component: m.AdminGuard }))),
        children: [
          {
            path: paths.admin.path,
            lazy: withAllStyles(() =>
              import('@/features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
            ),
          },
        ],
      },
      // Outside every guard: anon sees the offer and signs in from it.
      {
        path: paths.join.path,
        lazy: withAllStyles(() =>
          import('@/features/workspaces/join-workspace-page').then((m) => ({
            Component: m.JoinWorkspacePage,
          })),
        ),
      },
      {
        path: paths.takeInterview.path,
        loader: prefetchTakeInterview,
        // Its first screen's messages come with it, in the language the candidate chose here before
        // or else their browser's; the page turns to the interview's language once it knows it.
        lazy: () =>
          Promise.all([
            import('@/features/take/take-interview-page'),
            loadCatalogues(['take-start'], chosenLocale() ?? browserLocale() ?? 'en'),
          ]).then(([m]) => ({ Component: m.TakeInterviewPage })),
      },
      {
        path: paths.candidateLogin.path,
        lazy: withAllStyles(() =>
          import('@/features/candidate/candidate-login-page').then((m) => ({
            Component: m.CandidateLoginPage,
          })),
        ),
      },
      {
        path: paths.candidateResetPassword.path,
        lazy: withAllStyles(() =>
          import('@/features/candidate/reset-password-page').then((m) => ({
            Component: m.ResetPasswordPage,
          })),
        ),
      },
      {
        path: paths.candidateUpdatePassword.path,
        lazy: withAllStyles(() =>
          import('@/features/candidate/update-password-page').then((m) => ({
            Component: m.UpdatePasswordPage,
          })),
        ),
      },
      {
        path: paths.candidateAuthCallback.path,
        lazy: withAllStyles(() =>
          import('@/features/candidate/candidate-auth-callback-page').then((m) => ({
            Component: m.CandidateAuthCallbackPage,
          })),
        ),
      },
      {
        lazy: withAllStyles(() =>
          import('@/auth/candidate-guard').then((m) => ({ Component: m.CandidateGuard })),
        ),
        children: [
          {
            path: paths.candidateDashboard.path,
            lazy: withAllStyles(() =>
              import('@/features/candidate/candidate-dashboard-page').then((m) => ({
                Component: m.CandidateDashboardPage,
              })),
            ),
          },
          {
            path: paths.editVideoResume.path,
            lazy: withAllStyles(() =>
              import('@/features/resumes/edit-video-resume-page').then((m) => ({
                Component: m.EditVideoResumePage,
              })),
            ),
          },
        ],
      },
      // Outside the guard: docs/product.md §2 shows 'Authentication Required' here rather than redirecting.
      {
        path: paths.createResume.path,
        lazy: withAllStyles(() =>
          import('@/features/resumes/create-resume-page').then((m) => ({ Component: m.CreateResumePage })),
        ),
      },
      {
        path: paths.videoResume.path,
        lazy: withAllStyles(() =>
          import('@/features/resumes/video-resume-page').then((m) => ({ Component: m.VideoResumePage })),
        ),
      },
      {
        path: paths.publicResume.path,
        lazy: withAllStyles(() =>
          import('@/features/resumes/video-resume-page').then((m) => ({ Component: m.VideoResumePage })),
        ),
      },
      // The candidate's consent receipt, from the completion e-mail: no account needed.
      {
        path: paths.consentReceipt.path,
        lazy: withAllStyles(() =>
          import('@/features/consent-receipt/consent-receipt-page').then((m) => ({
            Component: m.ConsentReceiptPage,
          })),
        ),
      },
      // A hiring manager's read-only link: no account, no guard.
      {
        path: paths.sharedReview.path,
        lazy: withAllStyles(() =>
          import('@/features/shared-review/shared-review-page').then((m) => ({
            Component: m.SharedReviewPage,
          })),
        ),
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
];
