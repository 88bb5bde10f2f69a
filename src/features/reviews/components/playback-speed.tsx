import { useLingui } from '@lingui/react/macro';
import { SegmentedControl } from '@mantine/core';

const PLAYBACK_RATES = [1, 1.25, 1.5, 2] as const;

interface PlaybackSpeedProps {
  rate: number;
  onChange: (rate: number) => void;
}

/** The player's speed: 1x, 1.25x, 1.5x or 2x. */
export function PlaybackSpeed({ rate, onChange }: PlaybackSpeedProps) {
  const { t } = useLingui();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t`Playback speed`}
      value={String(rate)}
      onChange={(value) => onChange(Number(value))}
      data={PLAYBACK_RATES.map((value) => ({ value: String(value), label: t`${value}x` }))}
    />
  );
}
