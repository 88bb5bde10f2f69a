import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // The app validates its environment when imported; these are the local stack's well-known values.
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
  // supabase-js insists on a WebSocket class when created (Node 20 has none); the app never opens one.
  if (!('WebSocket' in globalThis)) vi.stubGlobal('WebSocket', vi.fn());
});

// The render below waits for every lazy part, and Node has no window to see a first touch on: the
// overlays load at once, as after a visitor's first touch.
vi.mock('../../src/lib/after-first-screen.ts', () => ({ afterFirstScreen: () => Promise.resolve() }));

const { AppProviders } = await import('../../src/app.tsx');
const { SessionContext } = await import('../../src/auth/session-context.ts');
const { AppRoutes } = await import('../../src/routes.tsx');

/** Renders the real route table at `url` inside the app's providers, waiting for lazy screens to load. */
async function renderRoute(url: string, options: { signedOut?: boolean } = {}): Promise<string> {
  const screen = (
    <StaticRouter location={url}>
      <AppRoutes />
    </StaticRouter>
  );
  const { prelude } = await prerender(
    <AppProviders>
      {options.signedOut ? (
        <SessionContext.Provider value={{ status: 'signed-out' }}>{screen}</SessionContext.Provider>
      ) : (
        screen
      )}
    </AppProviders>,
  );
  return new Response(prelude).text();
}

describe('the React app', () => {
  it('shows a spinner on the landing page while the session is checked', async () => {
    const html = await renderRoute('/');
    expect(html).toContain('Checking your session');
    expect(html).not.toContain('Recruiter Login');
  });

  it('renders the landing page for a signed-out visitor', async () => {
    const html = await renderRoute('/', { signedOut: true });
    for (const text of [
      'Get Started',
      'Recruiter Login',
      'Start Free Trial',
      '80% less scheduling overhead',
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/<li/g)).toHaveLength(6);
  });

  it('renders the 404 page for an unknown address', async () => {
    const html = await renderRoute('/no/such/page');
    expect(html).toContain('Page not found');
    expect(html).toContain('href="/"');
  });
});
