import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  updateVideoResumeSchema,
  videoResumeLimits,
  type UpdateVideoResume,
  type VideoResumeView,
} from '#contract/video-resumes';
import type { FormWithErrors } from '@/lib/server-field-errors';

const validateResume = schemaResolver(updateVideoResumeSchema, { sync: true });

interface EditResumeFormProps {
  resume: VideoResumeView;
  saving: boolean;
  /** Gives the form, so a failed save can show the server's field errors on it. */
  onSave: (input: UpdateVideoResume, form: FormWithErrors) => void;
  onCancel: () => void;
}

/** Title, description and the active flag of a resume (an inactive one is its owner's alone). */
export function EditResumeForm({ resume, saving, onSave, onCancel }: EditResumeFormProps) {
  const { t } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { title: resume.title, description: resume.description, is_active: resume.is_active },
    validate: validateResume,
  });
  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSave(
          // A blank title is the default the placeholder shows, in the reader's language.
          updateVideoResumeSchema.parse({ ...values, title: values.title.trim() || t`My Video Resume` }),
          form,
        ),
      )}
      noValidate
    >
      <Stack gap="md">
        <TextInput
          label={t`Title`}
          placeholder={t`My Video Resume`}
          maxLength={videoResumeLimits.titleMaxLength}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t`Description`}
          maxLength={videoResumeLimits.descriptionMaxLength}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <Switch
          label={t`Active`}
          description={t`Anyone with the link can watch an active resume; an inactive one only you can.`}
          {...form.getInputProps('is_active', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={saving}>
            <Trans>Save Changes</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
