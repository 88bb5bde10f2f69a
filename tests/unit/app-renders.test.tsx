import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

vi.hoisted(() => {
  // The app validates its environment when imported; these are the local stack's well-known values.
  vi.stubEnv('VITE_SUPABASE_URL', 'http://127.0.0.1:54321');
  vi.stubEnv('VITE_SUPABASE_PUBLISHABLE_KEY', 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH');
  // supabase-js insists on a WebSocket class when created (Node 20 has none); the app never opens one.
  if (!('WebSocket' in globalThis)) vi.stubGlobal('WebSocket', vi.fn());
});

const { AppProviders } = await import('../../src/app.tsx');
const { SessionContext } = await import('../../src/auth/session-context.ts');
const { routes } = await import('../../src/routes.tsx');

/** Renders the real route table at `url` inside the app's providers, loading lazy screens first. */
async function renderRoute(url: string, options: { signedOut?: boolean } = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${url}`));
  if (context instanceof Response) throw new Error(`${url} answered with a ${context.status} response`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const screen = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  return renderToString(
    <AppProviders>
      {options.signedOut ? (
        <SessionContext.Provider value={{ status: 'signed-out' }}>{screen}</SessionContext.Provider>
      ) : (
        screen
      )}
    </AppProviders>,
  );
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
