import type { Session } from '@supabase/auth-js';
import { createContext, useContext } from 'react';

export type SessionState =
  { status: 'loading' } | { status: 'signed-in'; session: Session } | { status: 'signed-out' };

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const state = useContext(SessionContext);
  if (!state) throw new Error('useSession must be used inside <SessionProvider>');
  return state;
}

/** For screens behind a guard, which renders them only once a session exists. */
export function useSignedInSession(): Session {
  const state = useSession();
  if (state.status !== 'signed-in') throw new Error('useSignedInSession must be used behind a sign-in guard');
  return state.session;
}
