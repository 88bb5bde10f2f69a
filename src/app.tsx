import { I18nProvider } from '@lingui/react';
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { SessionProvider } from '@/auth/session-provider';
import { i18n } from '@/i18n/catalogues';
import { LocaleDirection } from '@/i18n/locale-direction';
import { afterFirstScreen } from '@/lib/after-first-screen';
import { HideNotificationsOnNavigation } from '@/lib/hide-notifications-on-navigation';
import { SettleNavigations } from '@/lib/navigate-and-wait';
import { queryClient } from '@/lib/query-client';
import { AppRoutes } from '@/routes';
import { cssVariablesResolver, theme } from '@/theme';

// Loaded after the first screen, not with it: the notification list and the confirm dialogs (with
// Mantine's Modal, ScrollArea, transitions and focus trap) would otherwise be a large part of a
// candidate's first download, or compete with it on a slow connection. Both show what their stores
// hold once mounted, so nothing shown or opened before is lost.
const AppOverlays = lazy(() =>
  afterFirstScreen()
    .then(() => import('@/ui/app-overlays'))
    .then((m) => ({ default: m.AppOverlays })),
);

/**
 * Everything a screen relies on besides the router: language and direction, theme, notifications,
 * modals, server state, session.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <DirectionProvider detectDirection={false}>
        <LocaleDirection />
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
          <Suspense fallback={null}>
            <AppOverlays />
          </Suspense>
          <QueryClientProvider client={queryClient}>
            <SessionProvider>{children}</SessionProvider>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nProvider>
  );
}

// Declarative routing, not a data router: the router core with loaders and fetchers, which no screen
// uses, was about 16 kB of gzipped JavaScript in every first visit (bench/bundle-size.ts).
export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <HideNotificationsOnNavigation />
        <SettleNavigations />
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
