import { useSyncExternalStore } from 'react';

/** The workspace a browser last worked in, per user; `name` only for one an admin opened without being a member. */
export interface WorkspaceChoice {
  id: string;
  name?: string;
}

const listeners = new Set<() => void>();

function storageKey(userId: string): string {
  return `current-workspace:${userId}`;
}

/** Where choices live when the browser refuses storage (disabled by a policy): for this page's lifetime. */
const unstoredChoices = new Map<string, string>();

function readChoice(userId: string): string | null {
  try {
    return localStorage.getItem(storageKey(userId));
  } catch {
    return unstoredChoices.get(userId) ?? null;
  }
}

function parseChoice(raw: string | null): WorkspaceChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || !('id' in value) || typeof value.id !== 'string') {
      return null;
    }
    const name = 'name' in value && typeof value.name === 'string' ? value.name : undefined;
    return { id: value.id, name };
  } catch {
    return null;
  }
}

/** Remembers `choice` as the user's current workspace; every screen using it re-renders. */
export function chooseWorkspace(userId: string, choice: WorkspaceChoice): void {
  const raw = JSON.stringify(choice);
  try {
    localStorage.setItem(storageKey(userId), raw);
  } catch {
    unstoredChoices.set(userId, raw);
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The user's remembered choice, or null when none was made in this browser. */
export function useWorkspaceChoice(userId: string): WorkspaceChoice | null {
  // The raw string is the snapshot: it compares by value, so unchanged storage never re-renders.
  const raw = useSyncExternalStore(subscribe, () => readChoice(userId));
  return parseChoice(raw);
}
