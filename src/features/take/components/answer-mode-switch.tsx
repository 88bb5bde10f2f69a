import { SegmentedControl, Stack, Text } from '@mantine/core';

interface AnswerModeSwitchProps {
  kind: 'VIDEO' | 'AUDIO';
  writing: boolean;
  disabled: boolean;
  onChange: (writing: boolean) => void;
}

/** With the accommodation to write instead: record as asked, or type the answer. */
export function AnswerModeSwitch({ kind, writing, disabled, onChange }: AnswerModeSwitchProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" id="answer-mode-label">
        You may answer in writing instead.
      </Text>
      <SegmentedControl
        aria-labelledby="answer-mode-label"
        value={writing ? 'write' : 'record'}
        disabled={disabled}
        onChange={(value) => onChange(value === 'write')}
        data={[
          { value: 'record', label: kind === 'AUDIO' ? 'Record audio' : 'Record video' },
          { value: 'write', label: 'Write my answer' },
        ]}
      />
    </Stack>
  );
}
