import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useInviteTeammate } from '@/features/workspaces/api/workspace-settings-api';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';
import { workspaceRoleOptionMessages } from '@/features/workspaces/lib/contract-texts';
import { inviteTeammateSchema, workspaceRoleSchema } from '#contract/workspaces';

const validate = schemaResolver(inviteTeammateSchema, { sync: true });

interface InviteTeammateModalProps {
  workspaceId: string;
  opened: boolean;
  onClose: () => void;
}

/** Invite teammate: an e-mail and a role; the invitation e-mail carries the join link. */
export function InviteTeammateModal({ workspaceId, opened, onClose }: InviteTeammateModalProps) {
  const { t } = useLingui();
  const invite = useInviteTeammate(workspaceId);
  const roleOptions = workspaceRoleSchema.options.map((role) => ({
    value: role,
    label: t(workspaceRoleOptionMessages[role]),
  }));
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
        const email = invitation.email;
        notifications.show({ color: 'green', message: t`Invitation sent to ${email}` });
        close();
      },
      onError: (error) => {
        showServerFieldErrors(form, error);
        notifyFailure(t`Failed to send the invitation.`, error);
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title={t`Invite teammate`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t`E-mail address`}
            placeholder="teammate@example.com"
            withAsterisk
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select
            label={t`Role`}
            data={roleOptions}
            allowDeselect={false}
            withAsterisk
            {...form.getInputProps('role')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={invite.isPending}>
              <Trans>Send invitation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
