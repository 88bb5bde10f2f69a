import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/**
 * What a screen that throws while rendering shows instead of a blank page; a failed download of a
 * screen's code (e.g. after a deploy) ends here too, and a reload fixes it.
 */
function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : 'Unknown error';
  return (
    <Container component="main" size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{detail}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default">
            Back to home
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
