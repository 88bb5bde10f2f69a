import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatCountdown } from '@/media/use-countdown';

/** Time recorded so far (m:ss), mounted while a take runs; docs/product.md §2 advises under 2 minutes. */
export function RecordingTimer() {
  const { t } = useLingui();
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setSeconds((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <Text role="timer" aria-label={t`Time recorded`} fw={600} c={seconds >= 120 ? 'red' : undefined}>
      {formatCountdown(seconds)}
    </Text>
  );
}
