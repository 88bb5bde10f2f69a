import { I18nProvider } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../src/ui/route-error-page.tsx';
import { i18n } from '../../src/i18n/catalogues.ts';
import { theme } from '../../src/theme.ts';

// As a screen's chunk fails to download after a deploy took it away.
const MissingScreen = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/screen.js')),
);

function ThrowingScreen(): never {
  throw new Error('Cannot read properties of undefined');
}

/** The screens as src/routes.tsx wraps them. */
function Screens() {
  const location = useLocation();
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/missing" element={<MissingScreen />} />
          <Route path="/throwing" element={<ThrowingScreen />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}

function renderAt(url: string) {
  // React reports what a boundary catches on the console; that is not this test's concern.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <I18nProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter initialEntries={[url]}>
          <Screens />
        </MemoryRouter>
      </MantineProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the error page of the routes', () => {
  it("shows a screen whose code failed to download, with the browser's message and a reload", async () => {
    renderAt('/missing');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText('Failed to fetch dynamically imported module: /assets/screen.js'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
  });

  it('shows a screen that throws while rendering, and is left behind on the way home', async () => {
    renderAt('/throwing');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});
