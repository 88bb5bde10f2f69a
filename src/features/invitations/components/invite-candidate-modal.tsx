import { Trans, useLingui } from '@lingui/react/macro';
import { Accordion, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useCreateInvitation } from '@/features/invitations/api/create-invitation';
import { describeAccommodations } from '#contract/accommodation-words';
import { NO_ACCOMMODATIONS, type Accommodations } from '#contract/accommodations';
import { createInvitationSchema } from '#contract/invitations';
import { AccommodationFields } from '@/features/invitations/components/accommodation-fields';
import { endOfDay } from '@/features/invitations/lib/end-of-day';
import { ApiError } from '@/lib/api-client';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';

/** What the form checks: the invitation without the interview, which the page gives. */
const inviteeSchema = createInvitationSchema.omit({
  interview_id: true,
  expires_at: true,
  accommodations: true,
});
const validatePerson = schemaResolver(inviteeSchema, { sync: true });

interface InviteValues {
  first_name: string;
  last_name: string;
  email: string;
  /** YYYY-MM-DD, or '' for the interview's default deadline. */
  deadline: string;
  accommodations: Accommodations;
}

/** The form's check; `laterDate` is said when the deadline is refused without a reason. */
function validateInvite(values: InviteValues, laterDate: string): Record<string, string> {
  const errors: Record<string, string> = { ...validatePerson(values) } as Record<string, string>;
  const deadline = createInvitationSchema.shape.expires_at.safeParse(endOfDay(values.deadline));
  if (!deadline.success) errors.deadline = deadline.error.issues[0]?.message ?? laterDate;
  return errors;
}

/** notifyFailure's slot for the server's reason, kept as it is by the translations. */
const error = '{error}';

interface InviteCandidateModalProps {
  interviewId: string;
  opened: boolean;
  onClose: () => void;
}

/** Invite Candidate: first name, last name and e-mail, all required (docs/product.md §5), checked by the contract. */
export function InviteCandidateModal({ interviewId, opened, onClose }: InviteCandidateModalProps) {
  const { t } = useLingui();
  const createInvitation = useCreateInvitation();
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      deadline: '',
      accommodations: NO_ACCOMMODATIONS,
    } satisfies InviteValues,
    validate: (values) => validateInvite(values, t`Choose a later date`),
  });

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    createInvitation.mutate(
      {
        interview_id: interviewId,
        ...inviteeSchema.parse(values),
        ...(values.deadline ? { expires_at: endOfDay(values.deadline) } : {}),
        // Only chosen ones: none is the default.
        ...(describeAccommodations(values.accommodations) ? { accommodations: values.accommodations } : {}),
      },
      {
        onSuccess: () => {
          // docs/product.md §8's success: the invitation exists and its e-mail is queued. How the
          // send goes (sent, failed with the reason, held by test mode) shows in the list's
          // e-mail status, which refreshes itself while it is pending.
          notifications.show({ color: 'green', message: t`Invitation sent successfully!` });
          close();
        },
        onError: (failure) => {
          showServerFieldErrors(form, failure);
          // A 409 here is about the invitation (an archived interview, a duplicate); only a sending
          // limit is a refused send.
          const refusedSend = failure instanceof ApiError && failure.status === 429;
          notifyFailure(
            refusedSend ? t`Failed to send email: ${error}` : t`Failed to send invitation. Please try again.`,
            failure,
          );
        },
      },
    );
  });

  return (
    <Modal opened={opened} onClose={close} title={t`Invite Candidate`} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start">
            <TextInput
              label={t`First Name`}
              withAsterisk
              data-autofocus
              {...form.getInputProps('first_name')}
            />
            <TextInput label={t`Last Name`} withAsterisk {...form.getInputProps('last_name')} />
          </Group>
          <TextInput
            type="email"
            label={t`Email Address`}
            placeholder={t`candidate@example.com`}
            withAsterisk
            {...form.getInputProps('email')}
          />
          <TextInput
            type="date"
            label={t`Deadline`}
            description={t`The link works until the end of this day. Left empty: the interview's default.`}
            {...form.getInputProps('deadline')}
          />
          <Accordion variant="contained">
            <Accordion.Item value="accommodations">
              <Accordion.Control>
                <Trans>Accommodations</Trans>
              </Accordion.Control>
              <Accordion.Panel>
                <AccommodationFields
                  value={form.values.accommodations}
                  onChange={(accommodations) => form.setFieldValue('accommodations', accommodations)}
                />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={createInvitation.isPending}>
              <Trans>Send Invitation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
