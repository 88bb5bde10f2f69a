import { Select, Stack, Switch } from '@mantine/core';
import type { Accommodations } from '#contract/accommodations';

const TIME_OPTIONS: { value: Accommodations['time']; label: string }[] = [
  { value: 'STANDARD', label: 'As set for each question' },
  { value: 'EXTRA_HALF', label: '1.5 times the time' },
  { value: 'DOUBLE', label: 'Twice the time' },
  { value: 'UNTIMED', label: 'No time limit' },
];

const ATTEMPT_OPTIONS = ['0', '1', '2'].map((value) => ({
  value,
  label: value === '0' ? 'None' : `${value} more`,
}));

interface AccommodationFieldsProps {
  value: Accommodations;
  onChange: (value: Accommodations) => void;
}

/** Extra time, extra attempts and writing instead of camera, for one invitation (issue #19 item 5). */
export function AccommodationFields({ value, onChange }: AccommodationFieldsProps) {
  return (
    <Stack gap="sm">
      <Select
        label="Time to answer"
        data={TIME_OPTIONS}
        value={value.time}
        allowDeselect={false}
        onChange={(time) => time && onChange({ ...value, time: time as Accommodations['time'] })}
      />
      <Select
        label="Extra attempts at each question"
        data={ATTEMPT_OPTIONS}
        value={String(value.extra_attempts)}
        allowDeselect={false}
        onChange={(attempts) => attempts && onChange({ ...value, extra_attempts: Number(attempts) })}
      />
      <Switch
        label="May answer in writing instead of on camera"
        checked={value.text_answers_allowed}
        onChange={(event) => onChange({ ...value, text_answers_allowed: event.currentTarget.checked })}
      />
    </Stack>
  );
}
