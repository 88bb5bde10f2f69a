import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { exchangeCodeOnce } from '@/auth/exchange-code-once';
import { paths } from '@/config/paths';
import { supabaseAuth } from '@/lib/supabase';
import { SignInProgress } from '@/ui/sign-in-progress';

/** docs/product.md §9: how long the welcome shows before the dashboard. */
const REDIRECT_DELAY_MS = 1000;

/** A failure's texts: messages, or the provider's own words as it sent them. */
type SignInOutcome =
  { ok: true } | { ok: false; title?: MessageDescriptor; message: MessageDescriptor | string };

async function exchangeCode(code: string): Promise<SignInOutcome> {
  const failed = (message: string): SignInOutcome => ({
    ok: false,
    title: msg`Authentication failed: ${message}`,
    message: msg`Please try signing in again.`,
  });
  try {
    const { error } = await supabaseAuth.exchangeCodeForSession(code);
    return error ? failed(error.message) : { ok: true };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}

/**
 * docs/product.md §8's order: a provider error first, then a missing code, then the exchange. `state` needs no
 * check here: Supabase Auth verifies the provider's state itself, and the PKCE verifier that only
 * this browser holds ties the code to the sign-in it started.
 */
function completeSignIn(search: URLSearchParams): Promise<SignInOutcome> {
  const error = search.get('error');
  if (error) {
    const description = search.get('error_description');
    return Promise.resolve({
      ok: false,
      title: msg`OAuth error`,
      message: description ? `${error}: ${description}` : error,
    });
  }
  const code = search.get('code');
  if (!code) {
    return Promise.resolve({
      ok: false,
      message: msg`No authorization code received. Please try signing in again.`,
    });
  }
  return exchangeCodeOnce(code, exchangeCode);
}

/** /auth/callback: where Supabase Auth sends the recruiter back after Google. */
export function RecruiterAuthCallbackPage() {
  const { t, i18n } = useLingui();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    let mounted = true;
    let redirectTimer: number | undefined;
    void completeSignIn(search).then((outcome) => {
      if (!mounted) return;
      if (!outcome.ok) {
        notifications.show({
          color: 'red',
          title: outcome.title && i18n._(outcome.title),
          message: typeof outcome.message === 'string' ? outcome.message : i18n._(outcome.message),
          autoClose: 8000,
        });
        void navigate(paths.home.getHref(), { replace: true });
        return;
      }
      setSignedIn(true);
      redirectTimer = window.setTimeout(
        () => void navigate(paths.dashboard.getHref(), { replace: true }),
        REDIRECT_DELAY_MS,
      );
    });
    return () => {
      mounted = false;
      window.clearTimeout(redirectTimer);
    };
  }, [search, navigate, i18n]);

  return (
    <SignInProgress
      title={signedIn ? t`Welcome to Async Interviews!` : t`Signing you in`}
      subtitle={signedIn ? t`Setting up your recruiter workspace…` : t`Confirming your Google account…`}
      done={signedIn}
      durationMs={REDIRECT_DELAY_MS}
    />
  );
}
