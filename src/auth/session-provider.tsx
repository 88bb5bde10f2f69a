import type { Session } from '@supabase/auth-js';
import { useEffect, useState, type ReactNode } from 'react';
import { SessionContext, type SessionState } from '@/auth/session-context';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { hasStoredSession } from '@/lib/auth-storage-key';

function toState(session: Session | null): SessionState {
  return session ? { status: 'signed-in', session } : { status: 'signed-out' };
}

/** Follows supabase-js: the stored session first, then every sign-in, refresh and sign-out (in any tab). */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Without a stored session the visitor is signed out at once: the first screen need not wait for
  // the auth client (a sign-in, here or in another tab, still arrives through it).
  const [state, setState] = useState<SessionState>(() =>
    hasStoredSession() ? { status: 'loading' } : { status: 'signed-out' },
  );

  useEffect(() => {
    let active = true;
    let unsubscribe = () => {};
    // The auth client is imported here, not at the top: the entry chunk stays without it. With a
    // stored session it loads beside the first screen (which shows its own loader until the session
    // is known); without one, after it, as nothing on screen waits for it (issue #21).
    const loaded = hasStoredSession() ? Promise.resolve() : afterFirstScreen();
    void loaded
      .then(() => import('@/lib/supabase'))
      .then(({ supabaseAuth }) => {
        if (!active) return;
        void supabaseAuth.getSession().then(({ data }) => {
          if (active) setState(toState(data.session));
        });
        // Only state updates here: supabase-js awaits this callback while it holds its auth lock.
        const { data } = supabaseAuth.onAuthStateChange((_event, session) => setState(toState(session)));
        unsubscribe = () => data.subscription.unsubscribe();
      });
    return () => {
      active = false;
      unsubscribe();
    };
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
