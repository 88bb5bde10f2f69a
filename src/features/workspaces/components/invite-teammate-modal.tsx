import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useInviteTeammate } from '@/features/workspaces/api/workspace-settings-api';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';
import { inviteTeammateSchema, workspaceRoleDescriptions, workspaceRoleSchema } from '#contract/workspaces';

const validate = schemaResolver(inviteTeammateSchema, { sync: true });
const ROLE_OPTIONS = workspaceRoleSchema.options.map((role) => ({
  value: role,
  label: workspaceRoleDescriptions[role].replace(/^an? /, '').replace(/^./, (first) => first.toUpperCase()),
}));

interface InviteTeammateModalProps {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
}

/** Invite teammate: an e-mail and a role; the invitation e-mail carries the join link. */
export function InviteTeammateModal({ workspaceId, opened, onClose }: InviteTeammateModalProps) {
  const invite = useInviteTeammate(workspaceId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', role: 'RECRUITER' },
    validate,
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    invite.mutate(inviteTeammateSchema.parse(values), {
      onSuccess: (invitation) => {
        notifications.show({ color: 'green', message: `Invitation sent to ${invitation.email}` });
        close();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        notifyFailure('Failed to send the invitation.', error);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Invite teammate" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            type="email"
            label="E-mail address"
            placeholder="teammate@example.com"
            withAsterisk
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select
            label="Role"
            data={ROLE_OPTIONS}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
