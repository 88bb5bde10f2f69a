import { Badge, type MantineColor } from '@mantine/core';
import type { AppRole } from '#contract/users';

const roleColors: Record<AppRole, MantineColor> = {
  ADMIN: 'red',
  RECRUITER: 'indigo',
  CANDIDATE: 'teal',
};

export function RoleBadge({ role }: { role: AppRole }) {
  return (
    <Badge color={roleColors[role]} variant="light">
      {role}
    </Badge>
  );
}
