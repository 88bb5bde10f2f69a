import { useLingui } from '@lingui/react/macro';
import { Stack, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { CreateInterviewValues } from '@/features/interviews/lib/create-interview-values';
import type { Locale } from '#contract/locale-tags';
import { languageLabel, LanguageSelect } from '@/ui/language-select';
import { SectionCard } from '@/ui/section-card';

interface InterviewBasicsSectionProps {
  form: UseFormReturnType<CreateInterviewValues>;
  /** Creating: the language may be left to the workspace's. Editing: the interview has one. */
  languageOptional?: boolean;
  /** The workspace's language, which an interview created without one takes, when known. */
  workspaceLanguage?: Locale | null;
}

/** An interview's title, description, welcome video and language, as created and edited. */
export function InterviewBasicsSection({
  form,
  languageOptional = false,
  workspaceLanguage = null,
}: InterviewBasicsSectionProps) {
  const { t } = useLingui();
  const language = workspaceLanguage ? languageLabel(workspaceLanguage) : null;
  const workspaceDefault = language ? t`Workspace default: ${language}` : t`Workspace default`;
  return (
    <SectionCard title={t`Basic Information`}>
      <Stack gap="md">
        <TextInput
          label={t`Interview Title`}
          placeholder={t`e.g. Senior Frontend Engineer`}
          withAsterisk
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t`Description`}
          placeholder={t`What the role is and what candidates should know before they start`}
          autosize
          minRows={3}
          {...form.getInputProps('description')}
        />
        <TextInput
          type="url"
          label={t`Welcome Video URL`}
          description={t`Optional: a short video candidates see before they start`}
          placeholder="https://"
          {...form.getInputProps('welcome_video_url')}
        />
        <LanguageSelect
          description={
            languageOptional
              ? t`Candidates start in it and can switch; left empty, the workspace's language`
              : t`Candidates start in it and can switch`
          }
          placeholder={languageOptional ? workspaceDefault : undefined}
          clearable={languageOptional}
          allowDeselect={languageOptional}
          {...form.getInputProps('language')}
        />
      </Stack>
    </SectionCard>
  );
}
