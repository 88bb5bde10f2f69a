import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SessionProvider } from '@/auth/session-provider';
import { hideNotificationsOnNavigation } from '@/lib/hide-notifications-on-navigation';
import { queryClient } from '@/lib/query-client';
import { routes } from '@/routes';
import { cssVariablesResolver, theme } from '@/theme';

/** Everything a screen relies on besides the router: theme, notifications, modals, server state, session. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-right" />
      <ModalsProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>{children}</SessionProvider>
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

export function App() {
  // Created on first render, not on import, so importing the app never touches browser history.
  const [router] = useState(() => createBrowserRouter(routes));
  useEffect(() => hideNotificationsOnNavigation(router), [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
