import { useLingui } from '@lingui/react/macro';
import { DataList, Skeleton } from '@mantine/core';
import type { InvitationCounts } from '#contract/invitations';
import { SectionCard } from '@/ui/section-card';

/** Statistics of one interview's invitations (docs/product.md §2), counted by the server. */
export function InvitationStats({ counts }: { counts: InvitationCounts | undefined }) {
  const { t } = useLingui();
  const rows = [
    { label: t`Total Invitations`, value: counts?.total },
    { label: t`Completed`, value: counts?.completed },
    { label: t`In Progress`, value: counts?.in_progress },
    { label: t`Pending`, value: counts?.pending },
  ];
  return (
    <SectionCard title={t`Statistics`}>
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
