import { Trans, useLingui } from '@lingui/react/macro';
import { Button, ColorInput, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useUpdateWorkspace } from '@/features/workspaces/api/workspace-settings-api';
import { BrandContrastNote } from '@/features/workspaces/components/brand-contrast-note';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { LanguageSelect } from '@/ui/language-select';
import { notifyFailure } from '@/ui/notify-failure';
import { updateWorkspaceSchema, workspaceLimits, type WorkspaceDetail } from '#contract/workspaces';

const validate = schemaResolver(updateWorkspaceSchema, { sync: true });

interface WorkspaceProfileFormProps {
  workspace: WorkspaceDetail;
  /** Owners and admins edit; other members read. */
  editable: boolean;
}

/**
 * Name, URL name, e-mail sender name, brand colour (with its contrast against white text), how
 * long candidates' answers are kept and the language new interviews start in.
 */
export function WorkspaceProfileForm({ workspace, editable }: WorkspaceProfileFormProps) {
  const { t } = useLingui();
  const update = useUpdateWorkspace(workspace.id);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: workspace.name,
      slug: workspace.slug,
      email_sender_name: workspace.email_sender_name ?? '',
      brand_color: workspace.brand_color ?? '',
      retention_days: workspace.retention_days,
      language: workspace.language,
    },
    validate: (values) => validate({ ...values, brand_color: values.brand_color || null }),
  });

  const minDays = workspaceLimits.retentionDaysMin;
  const maxDays = workspaceLimits.retentionDaysMax;

  const submit = form.onSubmit((values) => {
    update.mutate(
      { ...values, brand_color: values.brand_color || null },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t`Workspace settings saved` });
          form.resetDirty();
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          notifyFailure(t`Failed to save the workspace settings.`, error);
        },
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t`Name`}
          withAsterisk
          readOnly={!editable}
          maxLength={workspaceLimits.nameMaxLength}
          {...form.getInputProps('name')}
        />
        <TextInput
          label={t`URL name`}
          description={t`Lower-case letters, digits and hyphens`}
          withAsterisk
          readOnly={!editable}
          {...form.getInputProps('slug')}
        />
        <TextInput
          label={t`E-mail sender name`}
          description={t`Shown as the sender of the workspace's e-mails; the workspace name when empty`}
          readOnly={!editable}
          {...form.getInputProps('email_sender_name')}
        />
        <ColorInput
          label={t`Brand colour`}
          description={t`Used behind white text on the candidate's pages`}
          format="hex"
          readOnly={!editable}
          // Mantine's picker dropdown has sliders without accessible names (axe: serious); the hex
          // field and the eye dropper are reachable by everyone.
          withPicker={false}
          withEyeDropper={editable}
          eyeDropperButtonProps={{ 'aria-label': t`Pick a colour from the screen` }}
          {...form.getInputProps('brand_color')}
        />
        <BrandContrastNote color={form.values.brand_color} />
        <NumberInput
          label={t`Keep candidates' answers for (days)`}
          description={t`Recordings, transcripts, analyses, ratings and notes are deleted this many days after the candidate completes the interview (${minDays} to ${maxDays}).`}
          withAsterisk
          readOnly={!editable}
          min={workspaceLimits.retentionDaysMin}
          max={workspaceLimits.retentionDaysMax}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('retention_days')}
        />
        <LanguageSelect
          description={t`Interviews you create start in this language; candidates can switch.`}
          withAsterisk
          readOnly={!editable}
          allowDeselect={false}
          {...form.getInputProps('language')}
        />
        {editable && (
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending}>
              <Trans>Save settings</Trans>
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
