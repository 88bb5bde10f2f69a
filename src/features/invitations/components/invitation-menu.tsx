import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Menu } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconAccessible, IconBan, IconDots, IconTrash } from '@tabler/icons-react';
import type { Invitation } from '#contract/invitations';
import { useSetAccommodations } from '@/features/invitations/api/set-accommodations';
import { AccommodationsModal } from '@/features/invitations/components/accommodations-modal';
import type { useInvitationActions } from '@/features/invitations/hooks/use-invitation-actions';
import { candidateName } from '@/lib/candidate-name';
import { notifyFailure } from '@/ui/notify-failure';

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

interface InvitationMenuProps {
  invitation: Invitation;
  actions: ReturnType<typeof useInvitationActions>;
}

/**
 * Accommodations (until the candidate completes), Cancel (PENDING only, docs/product.md §4) and
 * Delete (any status, after a confirmation) for one invitation.
 */
export function InvitationMenu({ invitation, actions }: InvitationMenuProps) {
  const { t, i18n } = useLingui();
  const name = candidateName(i18n, invitation);
  const [accommodating, accommodation] = useDisclosure(false);
  const setAccommodations = useSetAccommodations();
  const open = invitation.status === 'PENDING' || invitation.status === 'STARTED';
  const save = (accommodations: Invitation['accommodations']) =>
    setAccommodations.mutateAsync({ id: invitation.id, accommodations }).then(
      () => {
        notifications.show({ color: 'green', message: t`Accommodations saved` });
        accommodation.close();
      },
      (failure: unknown) => notifyFailure(t`Failed to save the accommodations: ${error}`, failure),
    );
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t`Actions for ${name}`}>
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {open && (
            <Menu.Item leftSection={<IconAccessible size={16} aria-hidden />} onClick={accommodation.open}>
              <Trans>Accommodations</Trans>
            </Menu.Item>
          )}
          {invitation.status === 'PENDING' && (
            <Menu.Item
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={() => actions.cancel(invitation)}
            >
              <Trans>Cancel Invitation</Trans>
            </Menu.Item>
          )}
          <Menu.Item
            color="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => actions.confirmDelete(invitation)}
          >
            <Trans>Delete Invitation</Trans>
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {accommodating && (
        <AccommodationsModal
          opened
          onClose={accommodation.close}
          candidate={name}
          initial={invitation.accommodations}
          submitLabel={t`Save accommodations`}
          pending={setAccommodations.isPending}
          onSubmit={(value) => void save(value)}
        />
      )}
    </>
  );
}
