import { IconFileText, IconMicrophone, IconVideo } from '@tabler/icons-react';
import type { ResponseFormat } from '#contract/interviews';

const labels: Record<ResponseFormat, string> = {
  VIDEO: 'Video answer',
  AUDIO: 'Audio answer',
  TEXT: 'Text answer',
};

/** The icon of an answer's format, named for screen readers. */
export function FormatIcon({ format, size = 16 }: { format: ResponseFormat; size?: number }) {
  const Icon = format === 'VIDEO' ? IconVideo : format === 'AUDIO' ? IconMicrophone : IconFileText;
  return <Icon size={size} aria-label={labels[format]} role="img" />;
}
