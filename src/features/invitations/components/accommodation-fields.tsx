import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Select, Stack, Switch } from '@mantine/core';
import type { Accommodations } from '#contract/accommodations';

const TIME_OPTIONS: { value: Accommodations['time']; label: MessageDescriptor }[] = [
  { value: 'STANDARD', label: msg`As set for each question` },
  { value: 'EXTRA_HALF', label: msg`1.5 times the time` },
  { value: 'DOUBLE', label: msg`Twice the time` },
  { value: 'UNTIMED', label: msg`No time limit` },
];

const ATTEMPT_OPTIONS: { value: string; label: MessageDescriptor }[] = [0, 1, 2].map((count) => ({
  value: String(count),
  label: count === 0 ? msg`None` : msg`${plural(count, { one: '# more', other: '# more' })}`,
}));

interface AccommodationFieldsProps {
  value: Accommodations;
  onChange: (value: Accommodations) => void;
}

/** Extra time, extra attempts and writing instead of camera, for one invitation (issue #19 item 5). */
export function AccommodationFields({ value, onChange }: AccommodationFieldsProps) {
  const { t, i18n } = useLingui();
  const translated = (options: { value: string; label: MessageDescriptor }[]) =>
    options.map((option) => ({ value: option.value, label: i18n._(option.label) }));
  return (
    <Stack gap="sm">
      <Select
        label={t`Time to answer`}
        data={translated(TIME_OPTIONS)}
        value={value.time}
        allowDeselect={false}
        onChange={(time) => time && onChange({ ...value, time: time as Accommodations['time'] })}
      />
      <Select
        label={t`Extra attempts at each question`}
        data={translated(ATTEMPT_OPTIONS)}
        value={String(value.extra_attempts)}
        allowDeselect={false}
        onChange={(attempts) => attempts && onChange({ ...value, extra_attempts: Number(attempts) })}
      />
      <Switch
        label={t`May answer in writing instead of on camera`}
        checked={value.text_answers_allowed}
        onChange={(event) => onChange({ ...value, text_answers_allowed: event.currentTarget.checked })}
      />
    </Stack>
  );
}
