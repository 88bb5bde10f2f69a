import { useSyncExternalStore } from 'react';

/** Whether this browser's reviewer wants captions: off until they turn them on once. */
const STORAGE_KEY = 'player-captions';

const listeners = new Set<() => void>();

/** Where the choice lives when the browser refuses storage (disabled by a policy): this page's lifetime. */
let unstored = false;

function captionsOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on';
  } catch {
    return unstored;
  }
}

/** Remembers the reviewer's choice; every player on the page (and later ones) follows it. */
export function chooseCaptions(on: boolean): void {
  try {
    if (on) localStorage.setItem(STORAGE_KEY, 'on');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    unstored = on;
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's choice applies here too.
  const fromStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', fromStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromStorage);
  };
}

/** True when captions should show: the reviewer turned them on, here or in an earlier visit. */
export function useCaptionsPreference(): boolean {
  return useSyncExternalStore(subscribe, captionsOn);
}
