import { ActionIcon, Menu } from '@mantine/core';
import { IconBan, IconDots, IconTrash } from '@tabler/icons-react';
import type { Invitation } from '@contract/invitations';
import type { useInvitationActions } from '@/features/recruiter/hooks/use-invitation-actions';
import { candidateName } from '@/features/recruiter/lib/invitation-notices';

interface InvitationMenuProps {
  invitation: Invitation;
  actions: ReturnType<typeof useInvitationActions>;
}

/** Cancel (PENDING only, docs/product.md §4) and Delete (any status, after a confirmation) for one invitation. */
export function InvitationMenu({ invitation, actions }: InvitationMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${candidateName(invitation)}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {invitation.status === 'PENDING' && (
          <Menu.Item
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => actions.cancel(invitation)}
          >
            Cancel Invitation
          </Menu.Item>
        )}
        <Menu.Item
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => actions.confirmDelete(invitation)}
        >
          Delete Invitation
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
