import { Trans, useLingui } from '@lingui/react/macro';
import { SegmentedControl, Stack, Text } from '@mantine/core';

interface AnswerModeSwitchProps {
  kind: 'VIDEO' | 'AUDIO';
  writing: boolean;
  disabled: boolean;
  onChange: (writing: boolean) => void;
}

/** With the accommodation to write instead: record as asked, or type the answer. */
export function AnswerModeSwitch({ kind, writing, disabled, onChange }: AnswerModeSwitchProps) {
  const { t } = useLingui();
  return (
    <Stack gap={4}>
      <Text size="sm" id="answer-mode-label">
        <Trans>You may answer in writing instead.</Trans>
      </Text>
      <SegmentedControl
        aria-labelledby="answer-mode-label"
        value={writing ? 'write' : 'record'}
        disabled={disabled}
        onChange={(value) => onChange(value === 'write')}
        data={[
          { value: 'record', label: kind === 'AUDIO' ? t`Record audio` : t`Record video` },
          { value: 'write', label: t`Write my answer` },
        ]}
      />
    </Stack>
  );
}
