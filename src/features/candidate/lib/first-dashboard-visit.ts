import { useEffect, useState } from 'react';

const seenKey = (userId: string) => `candidate-dashboard-seen:${userId}`;

function wasSeen(userId: string): boolean {
  try {
    return localStorage.getItem(seenKey(userId)) === '1';
  } catch {
    return true;
  }
}

/**
 * True when this browser shows `userId` the dashboard for the first time (a brand-new account
 * lands here after registering). Kept in localStorage: the greeting is all it decides, so another
 * browser greeting a returning candidate as new once is harmless.
 */
export function useFirstDashboardVisit(userId: string | null): boolean {
  const [first] = useState(() => userId !== null && !wasSeen(userId));
  useEffect(() => {
    if (userId === null) return;
    try {
      localStorage.setItem(seenKey(userId), '1');
    } catch {
      // Private mode: every visit is greeted as a return.
    }
  }, [userId]);
  return first;
}
