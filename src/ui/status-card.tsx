import { ThemeIcon, Title, type MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { CenteredCard } from '@/ui/centered-card';

interface StatusCardProps {
  icon: ReactNode;
  color: MantineColor;
  title: string;
  /** The explanation and the ways on. */
  children: ReactNode;
}

/** A page that stands for a screen that cannot show: missing, refused, or not checked. */
export function StatusCard({ icon, color, title, children }: StatusCardProps) {
  return (
    <CenteredCard size="sm">
      <ThemeIcon color={color} variant="light" size={56} radius="xl">
        {icon}
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      {children}
    </CenteredCard>
  );
}
