import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { templateLimits } from '#contract/interview-templates';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notifyFailure } from '@/ui/notify-failure';

interface Props {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What is saved, in a sentence. */
  description: string;
  /** The name offered, to keep or change. */
  suggestedName: string;
  saving: boolean;
  /** Saves under the name; a refusal (a name taken) is shown at the field. */
  onSave: (name: string) => Promise<unknown>;
}

/** Issue #37: asks the name a template is saved under in the workspace's library. */
export function TemplateNameModal({
  opened,
  onClose,
  title,
  description,
  suggestedName,
  saving,
  onSave,
}: Props) {
  const { t } = useLingui();
  const form = useForm({
    mode: 'controlled',
    initialValues: { name: suggestedName },
    validate: { name: (value) => (value.trim() === '' ? t`Template name is required` : null) },
  });
  const { setValues } = form;
  // Each opening offers the name of what is saved now (the question's text may have changed).
  useEffect(() => {
    if (opened) setValues({ name: suggestedName.slice(0, templateLimits.nameMaxLength) });
  }, [opened, suggestedName, setValues]);

  // No <form>: the modal sits inside the interview's form in React's tree, where a submit would
  // bubble to the interview's own (and a form may not hold another).
  const submit = form.onSubmit(({ name }) =>
    onSave(name.trim()).then(onClose, (error: unknown) => {
      if (!showServerFieldErrors(form, error))
        notifyFailure(t`Failed to save the template. Please try again.`, error);
    }),
  );

  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack gap="md">
        <Text size="sm">{description}</Text>
        <TextInput
          label={t`Template name`}
          withAsterisk
          maxLength={templateLimits.nameMaxLength}
          data-autofocus
          {...form.getInputProps('name')}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit();
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={saving} onClick={() => submit()}>
            <Trans>Save template</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
