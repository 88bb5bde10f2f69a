import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Group, Pagination, SegmentedControl, Stack, Text, TextInput, useMatches } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { roleFilterSchema, type RoleFilter } from '#contract/admin';
import { useAdminUsers } from '@/features/admin/api/get-admin-users';
import { UserCards } from '@/features/admin/components/user-cards';
import { UserCounters } from '@/features/admin/components/user-counters';
import { UsersTable } from '@/features/admin/components/users-table';
import { useUserActions } from '@/features/admin/hooks/use-user-actions';
import { QueryContent } from '@/ui/query-content';
import { SectionCard } from '@/ui/section-card';

const roleFilters: { value: RoleFilter; label: MessageDescriptor }[] = [
  { value: 'ALL', label: msg`All` },
  { value: 'CANDIDATE', label: msg`Candidates` },
  { value: 'RECRUITER', label: msg`Recruiters` },
  { value: 'ADMIN', label: msg`Admins` },
];

/** Searching waits for a pause in typing rather than asking the server on every key. */
const SEARCH_DEBOUNCE_MS = 300;

/** The counters and the user table with its search box, role filter and pages (docs/product.md §2, §5). */
export function UserDirectory({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useLingui();
  const [searchInput, setSearchInput] = useState('');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<RoleFilter>('ALL');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ search, role, page });
  const actions = useUserActions();
  // On a phone the four filter labels fit one row only at the smallest size.
  const filterSize = useMatches({ base: 'xs', sm: 'sm' });
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.page_size)) : 1;

  return (
    <Stack gap="xl">
      <UserCounters counts={users.data?.counts} />
      <SectionCard title={t`Users`}>
        <Group mb="md" align="flex-end" wrap="wrap">
          <TextInput
            label={t`Search users`}
            placeholder={t`E-mail or name`}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchInput}
            onChange={(event) => {
              setSearchInput(event.currentTarget.value);
              setPage(1);
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <SegmentedControl
            aria-label={t`Role filter`}
            fullWidth
            size={filterSize}
            style={{ flex: '1 1 300px' }}
            data={roleFilters.map(({ value, label }) => ({ value, label: i18n._(label) }))}
            value={role}
            onChange={(value) => {
              setRole(roleFilterSchema.parse(value));
              setPage(1);
            }}
          />
        </Group>
        <QueryContent
          query={users}
          what={t`users`}
          skeleton={{ rows: 5, height: 48 }}
          isEmpty={(data) => data.users.length === 0}
          empty={
            <Text c="dimmed" ta="center" py="lg">
              <Trans>No users match the search and filter.</Trans>
            </Text>
          }
        >
          {(data) => (
            <Stack gap="md" aria-busy={users.isFetching}>
              {/* The table's five columns do not fit a phone: there each user is a card. */}
              <Box visibleFrom="sm">
                <UsersTable users={data.users} currentUserId={currentUserId} actions={actions} />
              </Box>
              <Box hiddenFrom="sm">
                <UserCards users={data.users} currentUserId={currentUserId} actions={actions} />
              </Box>
              {pages > 1 && (
                <Group justify="center">
                  <Pagination total={pages} value={page} onChange={setPage} aria-label={t`User pages`} />
                </Group>
              )}
            </Stack>
          )}
        </QueryContent>
      </SectionCard>
    </Stack>
  );
}
