import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { exchangeCodeOnce } from '@/auth/exchange-code-once';
import { paths } from '@/config/paths';
import { getCandidate } from '@/features/candidate/api/get-candidate';
import { takeOAuthRedirect } from '@/features/candidate/lib/oauth-redirect-store';
import { DEFAULT_CANDIDATE_REDIRECT } from '@/features/candidate/lib/safe-redirect';
import { supabaseAuth } from '@/lib/supabase';
import { SignInProgress } from '@/ui/sign-in-progress';

/** docs/product.md §9: how long the callback shows before going on. */
const REDIRECT_DELAY_MS = 1000;

type Outcome = { ok: true; firstName: string } | { ok: false; message: string };

const failed = (message: string): Outcome => ({ ok: false, message });

/** Exchanges the code, then reads the candidate profile the sign-up trigger made. */
async function exchangeAndLoadProfile(code: string): Promise<Outcome> {
  try {
    const { data, error } = await supabaseAuth.exchangeCodeForSession(code);
    if (error) {
      const reason = error.message;
      return failed(i18n._(msg`Google sign-in failed: ${reason}`));
    }
    if (!data.session || !data.user)
      return failed(i18n._(msg`Google sign-in completed but user setup failed. Please try again.`));
  } catch {
    return failed(i18n._(msg`An error occurred during sign-in. Please try again.`));
  }
  try {
    const candidate = await getCandidate();
    return { ok: true, firstName: candidate.first_name };
  } catch {
    return failed(i18n._(msg`Google sign-in completed but user setup failed. Please try again.`));
  }
}

/** docs/product.md §8's order: a provider error first, then a missing code, then the exchange. */
function completeSignIn(search: URLSearchParams): Promise<Outcome> {
  // A used or expired link of the confirmation mail (sign-up) comes back with this code.
  if (search.get('error_code') === 'otp_expired')
    return Promise.resolve(
      failed(i18n._(msg`This confirmation link is invalid or has expired. Please sign in.`)),
    );
  if (search.get('error'))
    return Promise.resolve(failed(i18n._(msg`Google sign-in was cancelled or failed. Please try again.`)));
  const code = search.get('code');
  if (!code)
    return Promise.resolve(failed(i18n._(msg`Google sign-in failed - no authorization code received.`)));
  return exchangeCodeOnce(code, exchangeAndLoadProfile);
}

/** /candidate/auth/callback: where Supabase Auth sends the candidate back from Google or from the confirmation mail. */
export function CandidateAuthCallbackPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [firstName, setFirstName] = useState<string | null>(null);

  useEffect(() => {
    let mounted = true;
    let redirectTimer: number | undefined;
    void completeSignIn(search).then((outcome) => {
      if (!mounted) return;
      const redirect = takeOAuthRedirect();
      if (!outcome.ok) {
        const login = paths.candidateLogin.getHref(
          redirect === DEFAULT_CANDIDATE_REDIRECT ? {} : { redirect },
        );
        void navigate(login, { replace: true, state: { loginError: outcome.message } });
        return;
      }
      setFirstName(outcome.firstName);
      redirectTimer = window.setTimeout(() => void navigate(redirect, { replace: true }), REDIRECT_DELAY_MS);
    });
    return () => {
      mounted = false;
      window.clearTimeout(redirectTimer);
    };
  }, [search, navigate]);

  return (
    <SignInProgress
      title={firstName ? t`Welcome, ${firstName}!` : t`Welcome!`}
      subtitle={t`Setting up your candidate profile`}
      done={firstName !== null}
      durationMs={REDIRECT_DELAY_MS}
      progressLabel={t`Sign-in progress`}
    />
  );
}
