import type { Session } from '@supabase/auth-js';
import { useEffect, useState, type ReactNode } from 'react';
import { SessionContext, type SessionState } from '@/auth/session-context';
import { supabaseAuth } from '@/lib/supabase';

function toState(session: Session | null): SessionState {
  return session ? { status: 'signed-in', session } : { status: 'signed-out' };
}

/** Follows supabase-js: the stored session first, then every sign-in, refresh and sign-out (in any tab). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    void supabaseAuth.getSession().then(({ data }) => {
      if (active) setState(toState(data.session));
    });
    // Only state updates here: supabase-js awaits this callback while it holds its auth lock.
    const { data } = supabaseAuth.onAuthStateChange((_event, session) => setState(toState(session)));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, []);

  return <SessionContext.Provider value={state}>{children}</SessionContext.Provider>;
}
