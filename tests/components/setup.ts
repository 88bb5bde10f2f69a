import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { loadCatalogues } from '../../src/i18n/catalogues.ts';

// The app validates its environment when imported; these are the local stack's well-known values.
vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');

// The candidate's screens in English, from the catalogues the app loads with them (src/i18n).
await loadCatalogues(['take-start', 'take'], 'en');

// What Mantine asks of the browser and jsdom lacks.
window.matchMedia = (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }) satisfies MediaQueryList;
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
HTMLElement.prototype.scrollIntoView = () => {};
// What the players' captions ask of it and jsdom lacks: blob: URLs (named in order, never fetched)
// and a <track>'s TextTrack, a stand-in that holds the mode a player sets.
let blobUrls = 0;
URL.createObjectURL = () => `blob:http://localhost/captions-${++blobUrls}`;
URL.revokeObjectURL = () => {};
const textTracks = new WeakMap<HTMLTrackElement, Pick<TextTrack, 'mode'>>();
Object.defineProperty(HTMLTrackElement.prototype, 'track', {
  configurable: true,
  get(this: HTMLTrackElement) {
    const track = textTracks.get(this) ?? { mode: 'disabled' };
    textTracks.set(this, track);
    return track;
  },
});
// Autosize textareas wait for fonts.
Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

// Files share a worker's document and modules: what a previous file left in Mantine's notification
// store, or in portals (menus, modals) outside the tree cleanup() unmounts, goes before each test.
beforeEach(() => {
  notifications.clean();
  document.body.replaceChildren();
});

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  // The next file renders in English, whichever language this one switched to.
  localStorage.clear();
  await loadCatalogues([], 'en');
});
