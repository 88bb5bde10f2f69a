import { Button, Group, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import {
  videoResumeLimits,
  type UpdateVideoResumeInput,
  type VideoResumeView,
} from '@contract/video-resumes';

interface EditResumeFormProps {
  resume: VideoResumeView;
  saving: boolean;
  onSave: (input: UpdateVideoResumeInput) => void;
  onCancel: () => void;
}

/** Title, description and the active flag of a resume (an inactive one is its owner's alone). */
export function EditResumeForm({ resume, saving, onSave, onCancel }: EditResumeFormProps) {
  const [title, setTitle] = useState(resume.title);
  const [description, setDescription] = useState(resume.description);
  const [active, setActive] = useState(resume.is_active);
  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ title, description, is_active: active });
      }}
    >
      <TextInput
        label="Title"
        value={title}
        placeholder={videoResumeLimits.defaultTitle}
        maxLength={videoResumeLimits.titleMaxLength}
        onChange={(event) => setTitle(event.currentTarget.value)}
      />
      <Textarea
        label="Description"
        value={description}
        maxLength={videoResumeLimits.descriptionMaxLength}
        autosize
        minRows={3}
        onChange={(event) => setDescription(event.currentTarget.value)}
      />
      <Switch
        label="Active"
        description="Anyone with the link can watch an active resume; an inactive one only you can."
        checked={active}
        onChange={(event) => setActive(event.currentTarget.checked)}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save Changes
        </Button>
      </Group>
    </Stack>
  );
}
