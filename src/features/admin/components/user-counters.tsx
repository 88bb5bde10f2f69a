import { useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconShieldLock, IconUser, IconUsers } from '@tabler/icons-react';
import { StatTile } from '@/ui/stat-tile';
import type { UserCounts } from '#contract/admin';

/** docs/product.md §2: Total Users, Candidates, Recruiters, Admins, over every user whatever the search. */
export function UserCounters({ counts }: { counts: UserCounts | undefined }) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy={counts === undefined}>
      <StatTile label={t`Total Users`} value={counts?.total} color="indigo" icon={<IconUsers size={22} />} />
      <StatTile label={t`Candidates`} value={counts?.candidates} color="teal" icon={<IconUser size={22} />} />
      <StatTile
        label={t`Recruiters`}
        value={counts?.recruiters}
        color="blue"
        icon={<IconBriefcase size={22} />}
      />
      <StatTile label={t`Admins`} value={counts?.admins} color="red" icon={<IconShieldLock size={22} />} />
    </SimpleGrid>
  );
}
