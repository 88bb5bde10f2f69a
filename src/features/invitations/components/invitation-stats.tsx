import { DataList, Skeleton } from '@mantine/core';
import type { InvitationCounts } from '#contract/invitations';
import { SectionCard } from '@/ui/section-card';

/** Statistics of one interview's invitations (docs/product.md §2), counted by the server. */
export function InvitationStats({ counts }: { counts: InvitationCounts | undefined }) {
  const rows = [
    { label: 'Total Invitations', value: counts?.total },
    { label: 'Completed', value: counts?.completed },
    { label: 'In Progress', value: counts?.in_progress },
    { label: 'Pending', value: counts?.pending },
  ];
  return (
    <SectionCard title="Statistics">
      <DataList orientation="horizontal">
        {rows.map((row) => (
          <DataList.Item key={row.label}>
            <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
            <DataList.ItemValue fw={700}>
              {row.value === undefined ? <Skeleton height={16} width={24} /> : row.value}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList>
    </SectionCard>
  );
}
