import { safeRedirect } from '@/features/candidate/lib/safe-redirect';

/** docs/product.md §9: where the candidate goes once the identity provider sends them back. */
const CANDIDATE_OAUTH_REDIRECT_KEY = 'candidate_oauth_redirect';

/** Kept in localStorage across the round trip to Google, which leaves and reloads the app. */
export function rememberOAuthRedirect(redirect: string): void {
  localStorage.setItem(CANDIDATE_OAUTH_REDIRECT_KEY, safeRedirect(redirect));
}

/** The remembered redirect, checked again (storage is the user's to edit), and forgotten. */
export function takeOAuthRedirect(): string {
  const stored = localStorage.getItem(CANDIDATE_OAUTH_REDIRECT_KEY);
  localStorage.removeItem(CANDIDATE_OAUTH_REDIRECT_KEY);
  return safeRedirect(stored);
}
