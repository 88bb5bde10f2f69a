import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAccessible, IconBan, IconDots, IconTrash } from '@tabler/icons-react';
import type { Invitation } from '#contract/invitations';
import { useSetAccommodations } from '@/features/invitations/api/set-accommodations';
import { AccommodationsModal } from '@/features/invitations/components/accommodations-modal';
import type { useInvitationActions } from '@/features/invitations/hooks/use-invitation-actions';
import { candidateName } from '@/features/invitations/lib/invitation-notices';
import { notifyFailure } from '@/ui/notify-failure';

interface InvitationMenuProps {
  invitation: Invitation;
  actions: ReturnType<typeof useInvitationActions>;
}

/**
 * Accommodations (until the candidate completes), Cancel (PENDING only, docs/product.md §4) and
 * Delete (any status, after a confirmation) for one invitation.
 */
export function InvitationMenu({ invitation, actions }: InvitationMenuProps) {
  const [accommodating, accommodation] = useDisclosure(false);
  const setAccommodations = useSetAccommodations();
  const open = invitation.status === 'PENDING' || invitation.status === 'STARTED';
  const save = (accommodations: Invitation['accommodations']) =>
    setAccommodations.mutateAsync({ id: invitation.id, accommodations }).then(
      () => {
        notifications.show({ color: 'green', message: 'Accommodations saved' });
        accommodation.close();
      },
      (error: unknown) => notifyFailure('Failed to save the accommodations: {error}', error),
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${candidateName(invitation)}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {open && (
            <Menu.Item leftSection={<IconAccessible size={16} aria-hidden />} onClick={accommodation.open}>
              Accommodations
            </Menu.Item>
          )}
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
      {accommodating && (
        <AccommodationsModal
          opened
          onClose={accommodation.close}
          candidate={candidateName(invitation)}
          initial={invitation.accommodations}
          submitLabel="Save accommodations"
          pending={setAccommodations.isPending}
          onSubmit={(value) => void save(value)}
        />
      )}
    </>
  );
}
