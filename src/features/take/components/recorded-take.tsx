import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import classes from '@/features/take/components/take.module.css';
import type { RecordingKind } from '@/media/recording-format';

/** The take just recorded, to watch or hear before moving on. */
export function RecordedTake({ recording, kind }: { recording: Blob; kind: RecordingKind }) {
  const { t } = useLingui();
  // A ref callback with a cleanup: the object URL lives exactly as long as this element shows it.
  const attach = useCallback(
    (element: HTMLMediaElement | null) => {
      if (!element) return;
      const url = URL.createObjectURL(recording);
      element.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [recording],
  );
  return kind === 'video' ? (
    <video ref={attach} className={classes.preview} controls playsInline aria-label={t`Your recording`} />
  ) : (
    <audio ref={attach} className={classes.audioPlayer} controls aria-label={t`Your recording`} />
  );
}
