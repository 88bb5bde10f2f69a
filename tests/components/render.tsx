import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import type { Session } from '@supabase/auth-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { SessionContext, type SessionState } from '../../src/auth/session-context.ts';
import { i18n } from '../../src/i18n/catalogues.ts';
import { theme } from '../../src/theme.ts';
import { AppOverlays } from '../../src/ui/app-overlays.tsx';

/** A signed-in session as the guards read it; the api calls in these tests never check the token. */
export function signedIn(userId = '00000000-0000-4000-8000-000000000001'): SessionState {
  return { status: 'signed-in', session: { access_token: 'token', user: { id: userId } } as Session };
}

interface RenderOptions {
  session?: SessionState;
  /** The screen's route, and where the memory router starts unless `url` says otherwise. */
  path?: string;
  /** Where the memory router starts, with a query string (a link's `?code=`, say). */
  url?: string;
  /** Other routes the screen may navigate to, each showing its path as a heading. */
  otherPaths?: string[];
  /** Other routes the screen may navigate to, showing the real screen (to see what it is handed). */
  otherScreens?: Record<string, ReactElement>;
}

/**
 * Renders `ui` at `path` with what the app gives every screen (the English catalogues, Mantine with the app's theme,
 * notifications, modals, a fresh query client, the session, a router); `ui` may be a guard with
 * an <Outlet />, whose child route shows 'Allowed'.
 */
export function renderScreen(ui: ReactElement, options: RenderOptions = {}) {
  const { session = { status: 'signed-out' }, path = '/', otherPaths = [], otherScreens = {} } = options;
  const url = options.url ?? path;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const routes: RouteObject[] = [
    { path, element: ui, children: [{ index: true, element: <h1>Allowed</h1> }] },
    ...otherPaths.map((other) => ({ path: other, element: <h1>{other}</h1> })),
    ...Object.entries(otherScreens).map(([other, element]) => ({ path: other, element })),
  ];
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const user = userEvent.setup();
  const view = render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <AppOverlays />
        <QueryClientProvider client={queryClient}>
          <SessionContext.Provider value={session}>
            <RouterProvider router={router} />
          </SessionContext.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nProvider>,
  );
  return { ...view, user, router };
}

/** Answers every request of the api client with `status` and `body`; returns the stub to inspect calls. */
export function answerApi(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The JSON body of the `nth` request the api stub received. */
export function sentBody(fetch: ReturnType<typeof answerApi>, nth = 0): unknown {
  const init = fetch.mock.calls[nth]?.[1];
  return typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
}

/** The Mantine notification (role alert) that says `text`. */
export async function findNotification(text: string | RegExp): Promise<HTMLElement> {
  const alert = (await screen.findByText(text)).closest<HTMLElement>('[role="alert"]');
  if (!alert) throw new Error(`"${String(text)}" is not in a notification`);
  return alert;
}
