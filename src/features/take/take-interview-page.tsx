import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useSession } from '@/auth/session-context';
import { paths } from '@/config/paths';
import { queryKeys } from '@/api/query-keys';
import { useTakeInterview } from '@/features/take/api/get-take-interview';
import { getTakeInterviewQueryOptions } from '@/features/take/api/take-interview-query';
import { TakeBrandFrame } from '@/features/take/components/take-brand-frame';
import { TakeErrorPage } from '@/features/take/components/take-error-page';
import { WelcomeStep } from '@/features/take/components/welcome-step';
import { clearDrafts } from '@/features/take/lib/draft-store';
import { loadCatalogues } from '@/i18n/catalogues';
import { useCandidateLocale } from '@/i18n/use-candidate-locale';
import { ApiError } from '@/lib/api-client';
import { PageLoader } from '@/ui/page-loader';
import { asksForRecording } from '@/features/take/lib/describe-formats';
import type { TakeInterview } from '#contract/take';

// Every step after the welcome step is fetched only when the candidate gets there, so the link
// opens fast on a phone (issue #21): the forms, zod and the auth client, the camera steps and the
// recorder are not part of the first download, and nor are their messages (issue #36).
function withTakeMessages<Module>(load: Promise<Module>): Promise<Module> {
  return Promise.all([load, loadCatalogues(['take'])]).then(([module]) => module);
}

const AuthStep = lazy(() =>
  withTakeMessages(import('@/features/take/components/auth-step')).then((m) => ({ default: m.AuthStep })),
);
const NoticeStep = lazy(() =>
  withTakeMessages(import('@/features/take/components/notice-step')).then((m) => ({ default: m.NoticeStep })),
);
const CompleteStep = lazy(() =>
  withTakeMessages(import('@/features/take/components/complete-step')).then((m) => ({
    default: m.CompleteStep,
  })),
);
const KnockedOutStep = lazy(() =>
  withTakeMessages(import('@/features/take/components/knocked-out-step')).then((m) => ({
    default: m.KnockedOutStep,
  })),
);
const TakeUnavailablePage = lazy(() =>
  withTakeMessages(import('@/features/take/components/take-unavailable-page')).then((m) => ({
    default: m.TakeUnavailablePage,
  })),
);
const TechCheckStep = lazy(() =>
  withTakeMessages(import('@/features/take/components/tech-check-step')).then((m) => ({
    default: m.TechCheckStep,
  })),
);
const PracticeStep = lazy(() =>
  withTakeMessages(import('@/features/take/components/practice-step')).then((m) => ({
    default: m.PracticeStep,
  })),
);
const InterviewStep = lazy(() =>
  withTakeMessages(import('@/features/take/components/interview-step')).then((m) => ({
    default: m.InterviewStep,
  })),
);

type Step = 'welcome' | 'auth' | 'notice' | 'tech-check' | 'practice' | 'interview';

/** Remembers, for this tab, that Start Interview was pressed, so coming back signed in goes on. */
const startedKey = (token: string) => `take-started:${token}`;

function wasStartPressed(token: string): boolean {
  try {
    return sessionStorage.getItem(startedKey(token)) === '1';
  } catch {
    return false;
  }
}

function rememberStartPressed(token: string): void {
  try {
    sessionStorage.setItem(startedKey(token), '1');
  } catch {
    // Private mode: the candidate presses Start once more after signing in.
  }
}

/**
 * The query parameter the auth step's sign-in link returns with: Start was pressed before signing in
 * or registering, perhaps in another tab (a confirmation mail opens one), so the tech check is next.
 */
const STARTED_PARAM = 'started';

/** After signing in: the notice until the candidate has agreed to it, then the tech check. */
function stepAfterAuth(take: TakeInterview): Step {
  return take.notice.consent ? 'tech-check' : 'notice';
}

/** Where a freshly opened link begins: a candidate with a started interview goes back to it. */
function firstStep(take: TakeInterview, token: string, signedIn: boolean, startedBefore: boolean): Step {
  if (take.status === 'STARTED' && take.bound_to_caller) return 'interview';
  if (signedIn && (startedBefore || wasStartPressed(token))) return stepAfterAuth(take);
  return 'welcome';
}

/**
 * /take/:token (docs/product.md §2 Interview taking): welcome → auth (signed out) → notice and
 * consent (issue #20) → tech check → interview → complete.
 */
export function TakeInterviewPage() {
  const { token = '' } = useParams();
  const [search] = useSearchParams();
  const session = useSession();
  const queryClient = useQueryClient();
  const userId = session.status === 'signed-in' ? session.session.user.id : null;
  const take = useTakeInterview(token, userId, token !== '' && session.status !== 'loading');
  const [chosenStep, setChosenStep] = useState<Step | null>(null);
  // The interview as it was when completed: the link answers 404 from then on.
  const [completed, setCompleted] = useState<TakeInterview | null>(null);
  // The interview as it was when a knockout pick ended it (the link then says so on its own).
  const [knockedOut, setKnockedOut] = useState<TakeInterview | null>(null);
  const { t } = useLingui();
  // The candidate's own choice, else the interview's language; until the payload says which, the
  // language the route guessed (src/routes.tsx).
  const localeShown = useCandidateLocale(take.data?.interview.language ?? null);
  const loading = t`Loading`;

  if (!token) {
    return (
      <TakeErrorPage title={t`Interview Not Found`} message={t`This link does not open an interview.`} />
    );
  }
  if (completed) {
    return (
      <TakeBrandFrame brand={completed.workspace}>
        <Suspense fallback={<PageLoader label={loading} />}>
          <CompleteStep firstName={completed.first_name} companyName={completed.interview.company_name} />
        </Suspense>
      </TakeBrandFrame>
    );
  }
  if (session.status === 'loading' || take.isPending || !localeShown) {
    return <PageLoader label={t`Loading interview`} />;
  }
  // A knockout pick ended the interview: now, or on coming back to the link (the server says so
  // to its candidate alone), in the language shown.
  const endedByKnockout = knockedOut ?? (take.data?.knocked_out ? take.data : null);
  if (endedByKnockout) {
    return (
      <TakeBrandFrame brand={endedByKnockout.workspace}>
        <Suspense fallback={<PageLoader label={loading} />}>
          <KnockedOutStep
            firstName={endedByKnockout.first_name}
            companyName={endedByKnockout.interview.company_name}
            contact={endedByKnockout.contact}
          />
        </Suspense>
      </TakeBrandFrame>
    );
  }
  if (take.isError) {
    if (take.error instanceof ApiError && take.error.status === 404) {
      return (
        <TakeErrorPage
          title={t`Interview not found or expired`}
          message={t`The link may have expired, been cancelled, or the interview was already completed. Ask the recruiter for a new invitation.`}
        />
      );
    }
    return (
      <TakeErrorPage
        title={t`Failed to load interview`}
        message={
          // fetch's own failure, when no answer came: in the candidate's words, not the browser's.
          take.error instanceof TypeError
            ? t`The connection to the server was lost. Please try again.`
            : take.error.message
        }
        retrying={take.isFetching}
        onRetry={() => void take.refetch()}
      />
    );
  }
  const data = take.data;
  if (data.availability !== 'OPEN') {
    return (
      <TakeBrandFrame brand={data.workspace}>
        <Suspense fallback={<PageLoader label={loading} />}>
          <TakeUnavailablePage token={token} take={data} />
        </Suspense>
      </TakeBrandFrame>
    );
  }
  if (data.questions.length === 0) {
    return (
      <TakeErrorPage title={t`Interview Not Found`} message={t`This interview has no questions to answer.`} />
    );
  }

  const signedIn = userId !== null;
  let step = chosenStep ?? firstStep(data, token, signedIn, search.get(STARTED_PARAM) === '1');
  // Signing in while on the auth step (here, in the login page, or in another tab) moves on.
  if (step === 'auth' && signedIn) step = stepAfterAuth(data);
  // Signing out on the way leaves nothing to continue with but the account prompt.
  if (step !== 'welcome' && step !== 'auth' && !signedIn) step = 'auth';
  // No camera, no recording, before the notice is agreed to (the server refuses to start anyway).
  if ((step === 'tech-check' || step === 'practice') && !data.notice.consent) step = 'notice';

  const signInHref = paths.candidateLogin.getHref({ token, redirect: paths.takeInterview.getHref(token) });
  const startedSignInHref = paths.candidateLogin.getHref({
    token,
    redirect: `${paths.takeInterview.getHref(token)}?${STARTED_PARAM}=1`,
  });

  /** The interview ended (completed, or by a knockout pick): this device's drafts and Start go. */
  function forgetOnThisDevice() {
    clearDrafts(data.invitation_id);
    try {
      sessionStorage.removeItem(startedKey(token));
    } catch {
      // Nothing to forget.
    }
  }

  // Every step under the workspace's name, logo and (contrast permitting) colour.
  function renderStep() {
    switch (step) {
      case 'welcome':
        return (
          <WelcomeStep
            token={token}
            take={data}
            signedIn={signedIn}
            signInHref={signInHref}
            onStart={() => {
              rememberStartPressed(token);
              setChosenStep(signedIn ? stepAfterAuth(data) : 'auth');
            }}
          />
        );
      case 'auth':
        return (
          <Suspense fallback={<PageLoader label={loading} />}>
            <AuthStep signInHref={startedSignInHref} onBack={() => setChosenStep('welcome')} />
          </Suspense>
        );
      case 'notice':
        return (
          <Suspense fallback={<PageLoader label={t`Loading the notice`} />}>
            <NoticeStep
              token={token}
              userId={userId}
              take={data}
              onAgreed={() => setChosenStep('tech-check')}
              onBack={() => setChosenStep('welcome')}
            />
          </Suspense>
        );
      case 'tech-check':
        return (
          <Suspense fallback={<PageLoader label={t`Loading the camera check`} />}>
            <TechCheckStep
              token={token}
              cameraOptional={data.accommodations.text_answers_allowed || !asksForRecording(data.questions)}
              onStarted={async () => {
                // The saved answers are the caller's only once the invitation is bound to them.
                const bound = await queryClient.fetchQuery({
                  ...getTakeInterviewQueryOptions(token, userId),
                  staleTime: 0,
                });
                // The practice question comes before the first answer, not on coming back to finish,
                // and only where there is something to record.
                const practice =
                  bound.practice_question && bound.answers.length === 0 && asksForRecording(bound.questions);
                setChosenStep(practice ? 'practice' : 'interview');
              }}
            />
          </Suspense>
        );
      case 'practice':
        return (
          <Suspense fallback={<PageLoader label={t`Loading the practice question`} />}>
            <PracticeStep onContinue={() => setChosenStep('interview')} />
          </Suspense>
        );
      case 'interview':
        return (
          <Suspense fallback={<PageLoader label={t`Loading the interview`} />}>
            <InterviewStep
              token={token}
              take={data}
              onKnockedOut={() => {
                forgetOnThisDevice();
                setKnockedOut(data);
                // Coming back asks the server, which says the interview ended here.
                void queryClient.invalidateQueries({ queryKey: queryKeys.take.link(token) });
              }}
              onNotInProgress={() => {
                // Only the candidate a knockout stopped is told so; any other end answers 404,
                // which the page then shows.
                void queryClient
                  .fetchQuery({ ...getTakeInterviewQueryOptions(token, userId), staleTime: 0 })
                  .then((fresh) => fresh.knocked_out && setKnockedOut(fresh))
                  .catch(() => undefined);
              }}
              onCompleted={() => {
                forgetOnThisDevice();
                setCompleted(data);
                // The link opens nothing any more: coming back asks the server, which answers 404.
                queryClient.removeQueries({ queryKey: queryKeys.take.link(token) });
              }}
            />
          </Suspense>
        );
    }
  }

  return <TakeBrandFrame brand={data.workspace}>{renderStep()}</TakeBrandFrame>;
}
