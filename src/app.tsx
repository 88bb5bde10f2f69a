import { MantineProvider } from '@mantine/core';
import { LandingPage } from '@/features/landing/landing-page';
import { theme } from '@/theme';

/** The providers around the screens; the route table arrives with the app shell. */
export function App() {
  return (
    <MantineProvider theme={theme}>
      <LandingPage />
    </MantineProvider>
  );
}
