import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { apiErrorSchema } from '@contract/errors';
import { useCreateInvitation } from '@/features/recruiter/api/create-invitation';
import { createInvitationSchema, type CreatedInvitation } from '@contract/invitations';
import { fieldIssues, toFormErrors } from '@/features/recruiter/components/form-errors';
import { refusedSendReason, TEST_MODE_MESSAGE } from '@/features/recruiter/hooks/use-invitation-actions';
import { ApiError } from '@/lib/api-client';

interface InviteValues {
  first_name: string;
  last_name: string;
  email: string;
}

/** Spec §8: what the recruiter learns about the e-mail of a new invitation. */
function notifyCreated(result: CreatedInvitation): void {
  if (result.email_sent) {
    notifications.show({ color: 'green', message: 'Invitation sent successfully!' });
  } else if (result.is_test_mode) {
    notifications.show({ color: 'yellow', title: 'Test mode', message: TEST_MODE_MESSAGE, autoClose: 10000 });
  } else {
    notifications.show({
      color: 'orange',
      message: `Invitation created but email failed: ${result.email_error || 'Unknown error'}`,
      autoClose: 10000,
    });
  }
}

interface InviteCandidateModalProps {
  interviewId: string;
  opened: boolean;
  onClose: () => void;
}

/** Invite Candidate: first name, last name and e-mail, all required (spec §5), checked by the contract. */
export function InviteCandidateModal({ interviewId, opened, onClose }: InviteCandidateModalProps) {
  const createInvitation = useCreateInvitation();
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { first_name: '', last_name: '', email: '' },
    validate: (values) => {
      const result = createInvitationSchema.safeParse({ interview_id: interviewId, ...values });
      return result.success ? {} : toFormErrors(result.error.issues);
    },
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const input = createInvitationSchema.parse({ interview_id: interviewId, ...values });
    createInvitation.mutate(input, {
      onSuccess: (result) => {
        notifyCreated(result);
        close();
      },
      onError: (error) => {
        const fields =
          error instanceof ApiError ? apiErrorSchema.safeParse(error.body).data?.fields : undefined;
        if (fields) form.setErrors(toFormErrors(fieldIssues(fields)));
        // A 409 here is about the form (an archived interview, a duplicate); only a sending limit
        // is worth its own sentence.
        const reason =
          error instanceof ApiError && error.status === 429 ? refusedSendReason(error) : undefined;
        notifications.show({
          color: 'red',
          message: reason
            ? `Failed to send email: ${reason}`
            : 'Failed to send invitation. Please try again.',
        });
      },
    });
  });

  return (
    <Modal opened={opened} onClose={close} title="Invite Candidate" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput label="First Name" withAsterisk data-autofocus {...form.getInputProps('first_name')} />
            <TextInput label="Last Name" withAsterisk {...form.getInputProps('last_name')} />
          </Group>
          <TextInput
            type="email"
            label="Email Address"
            placeholder="candidate@example.com"
            withAsterisk
            {...form.getInputProps('email')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={createInvitation.isPending}>
              Send Invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
