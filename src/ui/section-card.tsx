import { Group, Paper, Title, type PaperProps, type TitleOrder } from '@mantine/core';
import { useId, type ReactNode } from 'react';

interface SectionCardProps extends PaperProps {
  title: string;
  /** Heading level of the title, 2 by default (below the screen's h1). */
  order?: TitleOrder;
  /** Beside the title, e.g. a link or a count. */
  aside?: ReactNode;
  children: ReactNode;
}

/** A bordered section named by its heading, so it is a landmark screen readers and tests can find. */
export function SectionCard({ title, order = 2, aside, children, ...props }: SectionCardProps) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder p="lg" {...props}>
      <Group justify="space-between" mb="md" gap="sm">
        <Title id={headingId} order={order} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
