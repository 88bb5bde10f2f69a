import { useLingui } from '@lingui/react';
import { lazy, Suspense, type ComponentType } from 'react';
import {
  matchRoutes,
  useLocation,
  useRoutes,
  type Location,
  type Params,
  type RouteObject,
} from 'react-router';
import { paths } from '@/config/paths';
import { prefetchTakeInterview } from '@/features/take/api/take-interview-query';
import type { CatalogueArea } from '@/i18n/catalogue-areas';
import { loadCatalogues } from '@/i18n/catalogues';
import { useEnglishPage } from '@/i18n/use-english-page';
import { browserLocale, chosenLocale, portalLocale } from '@/i18n/locale-preference';
import { NotFoundPage } from '@/ui/not-found-page';
import { LOADING, PageLoader } from '@/ui/page-loader';
import { RouteErrorBoundary } from '@/ui/route-error-page';

/** What each lazy screen does when its route is matched: start its download, and the route's own prefetch. */
const onMatch = new Map<ComponentType, (params: Params) => void>();

/**
 * A screen whose code is its own chunk, fetched when its route is first matched, so the landing
 * page and the candidate's /take link never download the recruiter or admin screens.
 */
function screen(load: () => Promise<ComponentType>, prefetch?: (params: Params) => void): ComponentType {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const start = () => (loading ??= load().then((Component) => ({ default: Component })));
  const Screen = lazy(start);
  onMatch.set(Screen, (params) => {
    // A failed download is shown by the screen's render (RouteErrorBoundary), not here.
    start().catch(() => undefined);
    prefetch?.(params);
  });
  return Screen;
}

/**
 * A screen with all of Mantine's styles beside it: only the landing page and a candidate's link make
 * do with the first screens' (src/ui/first-screen-styles.ts).
 */
function withAllStyles(load: () => Promise<ComponentType>): ComponentType {
  return screen(() => Promise.all([import('@/ui/mantine-styles'), load()]).then(([, Screen]) => Screen));
}

/**
 * A screen of the candidate portal, its sign-in or a video resume: its messages come with it, in the
 * account's language once the portal knows it, else the one chosen on this device or the browser's.
 */
function candidateScreen(load: () => Promise<ComponentType>): ComponentType {
  return withAllStyles(() =>
    Promise.all([load(), loadCatalogues(['candidate'], portalLocale())]).then(([Screen]) => Screen),
  );
}

/**
 * A screen that stays English in issue #36 (src/i18n/catalogue-areas.ts): its messages come with it,
 * and it turns the page back to English if a candidate's screen had turned it to their language.
 */
function englishScreen(
  area: CatalogueArea,
  load: () => Promise<ComponentType>,
  wrap: (load: () => Promise<ComponentType>) => ComponentType = withAllStyles,
): ComponentType {
  return wrap(() =>
    Promise.all([load(), loadCatalogues([area], 'en')]).then(([Screen]) => {
      function EnglishScreen() {
        const { i18n } = useLingui();
        return useEnglishPage(area) ? <Screen /> : <PageLoader label={i18n._(LOADING)} />;
      }
      return EnglishScreen;
    }),
  );
}

/** A recruiter's, reviewer's or administrator's screen: English, with all of Mantine's styles. */
function recruiterScreen(load: () => Promise<ComponentType>): ComponentType {
  return englishScreen('recruiter', load);
}

const LandingPage = englishScreen(
  'landing',
  () => import('@/features/landing/landing-page').then((m) => m.LandingPage),
  screen,
);
const TakeInterviewPage = screen(
  // Its first screen's messages come with it, in the language the candidate chose here before or
  // else their browser's; the page turns to the interview's language once it knows it.
  () =>
    Promise.all([
      import('@/features/take/take-interview-page'),
      loadCatalogues(['take-start'], chosenLocale() ?? browserLocale() ?? 'en'),
    ]).then(([m]) => m.TakeInterviewPage),
  prefetchTakeInterview,
);

// Guards are layout routes, lazy as well (they ask the api who the user is): a screen renders only
// once its guard lets it.
const RecruiterGuard = recruiterScreen(() => import('@/auth/recruiter-guard').then((m) => m.RecruiterGuard));
const AdminGuard = recruiterScreen(() => import('@/auth/admin-guard').then((m) => m.AdminGuard));
const CandidateGuard = candidateScreen(() => import('@/auth/candidate-guard').then((m) => m.CandidateGuard));

const RecruiterAuthCallbackPage = recruiterScreen(() =>
  import('@/auth/recruiter-auth-callback-page').then((m) => m.RecruiterAuthCallbackPage),
);
const RecruiterDashboardPage = recruiterScreen(() =>
  import('@/pages/recruiter-dashboard-page').then((m) => m.RecruiterDashboardPage),
);
const CreateInterviewPage = recruiterScreen(() =>
  import('@/features/interviews/create-interview-page').then((m) => m.CreateInterviewPage),
);
const InterviewDetailPage = recruiterScreen(() =>
  import('@/pages/interview-detail-page').then((m) => m.InterviewDetailPage),
);
const EditInterviewPage = recruiterScreen(() =>
  import('@/features/interviews/edit-interview-page').then((m) => m.EditInterviewPage),
);
const BulkInvitePage = recruiterScreen(() =>
  import('@/features/invitations/bulk-invite/bulk-invite-page').then((m) => m.BulkInvitePage),
);
const CompareCandidatesPage = recruiterScreen(() =>
  import('@/features/comparison/compare-candidates-page').then((m) => m.CompareCandidatesPage),
);
const InterviewInsightsPage = recruiterScreen(() =>
  import('@/features/insights/interview-insights-page').then((m) => m.InterviewInsightsPage),
);
const WorkspaceInsightsPage = recruiterScreen(() =>
  import('@/features/insights/workspace-insights-page').then((m) => m.WorkspaceInsightsPage),
);
const ReviewsPage = recruiterScreen(() =>
  import('@/features/reviews/reviews-page').then((m) => m.ReviewsPage),
);
const ReviewDetailPage = recruiterScreen(() =>
  import('@/features/reviews/review-detail-page').then((m) => m.ReviewDetailPage),
);
const WorkspaceSettingsPage = recruiterScreen(() =>
  import('@/features/workspaces/workspace-settings-page').then((m) => m.WorkspaceSettingsPage),
);
const AdminPage = recruiterScreen(() => import('@/features/admin/admin-page').then((m) => m.AdminPage));
const JoinWorkspacePage = recruiterScreen(() =>
  import('@/features/workspaces/join-workspace-page').then((m) => m.JoinWorkspacePage),
);
const CandidateLoginPage = candidateScreen(() =>
  import('@/features/candidate/candidate-login-page').then((m) => m.CandidateLoginPage),
);
const ResetPasswordPage = candidateScreen(() =>
  import('@/features/candidate/reset-password-page').then((m) => m.ResetPasswordPage),
);
const UpdatePasswordPage = candidateScreen(() =>
  import('@/features/candidate/update-password-page').then((m) => m.UpdatePasswordPage),
);
const CandidateAuthCallbackPage = candidateScreen(() =>
  import('@/features/candidate/candidate-auth-callback-page').then((m) => m.CandidateAuthCallbackPage),
);
const CandidateDashboardPage = candidateScreen(() =>
  import('@/features/candidate/candidate-dashboard-page').then((m) => m.CandidateDashboardPage),
);
const EditVideoResumePage = candidateScreen(() =>
  import('@/features/resumes/edit-video-resume-page').then((m) => m.EditVideoResumePage),
);
const CreateResumePage = candidateScreen(() =>
  import('@/features/resumes/create-resume-page').then((m) => m.CreateResumePage),
);
const VideoResumePage = candidateScreen(() =>
  import('@/features/resumes/video-resume-page').then((m) => m.VideoResumePage),
);
const ConsentReceiptPage = candidateScreen(() =>
  import('@/features/consent-receipt/consent-receipt-page').then((m) => m.ConsentReceiptPage),
);
const SharedReviewPage = recruiterScreen(() =>
  import('@/features/shared-review/shared-review-page').then((m) => m.SharedReviewPage),
);

/** The route table of docs/product.md §2. */
const routes: RouteObject[] = [
  { path: paths.home.path, Component: LandingPage },
  { path: paths.recruiterAuthCallback.path, Component: RecruiterAuthCallbackPage },
  {
    Component: RecruiterGuard,
    children: [
      { path: paths.dashboard.path, Component: RecruiterDashboardPage },
      { path: paths.createInterview.path, Component: CreateInterviewPage },
      { path: paths.interview.path, Component: InterviewDetailPage },
      { path: paths.editInterview.path, Component: EditInterviewPage },
      { path: paths.bulkInvite.path, Component: BulkInvitePage },
      { path: paths.compareCandidates.path, Component: CompareCandidatesPage },
      { path: paths.interviewInsights.path, Component: InterviewInsightsPage },
      { path: paths.workspaceInsights.path, Component: WorkspaceInsightsPage },
      { path: paths.reviews.path, Component: ReviewsPage },
      { path: paths.review.path, Component: ReviewDetailPage },
      { path: paths.workspaceSettings.path, Component: WorkspaceSettingsPage },
    ],
  },
  { Component: AdminGuard, children: [{ path: paths.admin.path, Component: AdminPage }] },
  // Outside every guard: anon sees the offer and signs in from it.
  { path: paths.join.path, Component: JoinWorkspacePage },
  { path: paths.takeInterview.path, Component: TakeInterviewPage },
  { path: paths.candidateLogin.path, Component: CandidateLoginPage },
  { path: paths.candidateResetPassword.path, Component: ResetPasswordPage },
  { path: paths.candidateUpdatePassword.path, Component: UpdatePasswordPage },
  { path: paths.candidateAuthCallback.path, Component: CandidateAuthCallbackPage },
  {
    Component: CandidateGuard,
    children: [
      { path: paths.candidateDashboard.path, Component: CandidateDashboardPage },
      { path: paths.editVideoResume.path, Component: EditVideoResumePage },
    ],
  },
  // Outside the guard: docs/product.md §2 shows 'Authentication Required' here rather than redirecting.
  { path: paths.createResume.path, Component: CreateResumePage },
  { path: paths.videoResume.path, Component: VideoResumePage },
  { path: paths.publicResume.path, Component: VideoResumePage },
  // The candidate's consent receipt, from the completion e-mail: no account needed.
  { path: paths.consentReceipt.path, Component: ConsentReceiptPage },
  // A hiring manager's read-only link: no account, no guard.
  { path: paths.sharedReview.path, Component: SharedReviewPage },
  { path: '*', Component: NotFoundPage },
];

/**
 * Starts every lazy screen `location` matches at once, a guard's beside its screen's, and the take
 * link's request beside its code: React.lazy alone would ask for a screen only once its guard
 * rendered, and for the interview only once the screen had loaded. Idempotent, so it may run on
 * every render: a download starts once, and a query in flight or answered is not asked again.
 */
function startMatched(location: Location): void {
  for (const { route, params } of matchRoutes(routes, location) ?? []) {
    if (route.Component) onMatch.get(route.Component)?.(params);
  }
}

/**
 * The first screen's wait, in the page's language. A component of its own, so that a language's
 * catalogue arriving re-renders this label, not every screen (as AppRoutes would, were it the one
 * listening).
 */
function RouteLoader() {
  const { i18n } = useLingui();
  return <PageLoader label={i18n._(LOADING)} />;
}

/**
 * The app's screens at the router's location. The router renders a new location in a transition,
 * so the page shown stays until the next one's code has loaded; the first visit shows a loader.
 */
export function AppRoutes() {
  const location = useLocation();
  startMatched(location);
  const element = useRoutes(routes, location);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<RouteLoader />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
