import { useLingui } from '@lingui/react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { BACK_TO_HOME } from '@/ui/not-found-page';

// This page shows when a screen's code (its catalogue with it) failed to download: its texts carry
// their English, which shows when no catalogue has loaded, where a macro's text would show its id.
/* eslint-disable lingui/no-unlocalized-strings -- each English text here is a message's own */
const TEXTS = {
  title: /*i18n*/ { id: 'app.error.title', message: 'Something went wrong' },
  unknown: /*i18n*/ { id: 'app.error.unknown', message: 'Unknown error' },
  reload: /*i18n*/ { id: 'app.error.reload', message: 'Reload the page' },
};
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * What a screen that throws while rendering shows instead of a blank page; a failed download of a
 * screen's code (e.g. after a deploy) ends here too, and a reload fixes it.
 */
function RouteErrorPage({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const detail = error instanceof Error ? error.message : i18n._(TEXTS.unknown);
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>{i18n._(TEXTS.title)}</Title>
        <Text c="dimmed">{detail}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{i18n._(TEXTS.reload)}</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default">
            {i18n._(BACK_TO_HOME)}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

interface RouteErrorBoundaryProps {
  /** The location's key: moving to another page leaves the error behind, as a link on the page promises. */
  resetKey: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  /** The location the screens were last rendered at. */
  renderedAt?: string;
  /** What the screens threw at that location; boxed, since anything may be thrown, undefined too. */
  failed?: { error: unknown };
}

/** Shows RouteErrorPage in place of the screens when one of them throws, until the location changes. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, RouteErrorBoundaryState> {
  override state: RouteErrorBoundaryState = {};

  static getDerivedStateFromProps(
    { resetKey }: RouteErrorBoundaryProps,
    { renderedAt }: RouteErrorBoundaryState,
  ): RouteErrorBoundaryState | null {
    return resetKey === renderedAt ? null : { renderedAt: resetKey, failed: undefined };
  }

  static getDerivedStateFromError(error: unknown): RouteErrorBoundaryState {
    return { failed: { error } };
  }

  override render() {
    return this.state.failed ? <RouteErrorPage error={this.state.failed.error} /> : this.props.children;
  }
}
