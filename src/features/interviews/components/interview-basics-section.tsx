import { Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import { SectionCard } from '@/ui/section-card';

/** An interview's title, description and welcome video, as created and edited. */
export function InterviewBasicsSection({ form }: { form: UseFormReturnType<CreateInterviewValues> }) {
  return (
    <SectionCard title="Basic Information">
      <Stack gap="md">
        <TextInput
          label="Interview Title"
          placeholder="e.g. Senior Frontend Engineer"
          withAsterisk
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Description"
          placeholder="What the role is and what candidates should know before they start"
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <TextInput
          type="url"
          label="Welcome Video URL"
          description="Optional: a short video candidates see before they start"
          placeholder="https://"
          {...form.getInputProps('welcome_video_url')}
        />
      </Stack>
    </SectionCard>
  );
}
