import { DataList, Skeleton } from '@mantine/core';
import type { Invitation } from '@contract/invitations';
import { SectionCard } from '@/ui/section-card';

function count(invitations: Invitation[], status: Invitation['status']): number {
  return invitations.filter((invitation) => invitation.status === status).length;
}

/** Statistics of one interview's invitations (spec §2): In Progress is STARTED. */
export function InvitationStats({ invitations }: { invitations: Invitation[] | undefined }) {
  const rows = [
    { label: 'Total Invitations', value: invitations?.length },
    { label: 'Completed', value: invitations && count(invitations, 'COMPLETED') },
    { label: 'In Progress', value: invitations && count(invitations, 'STARTED') },
    { label: 'Pending', value: invitations && count(invitations, 'PENDING') },
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
