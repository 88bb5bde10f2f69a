import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { IconFileText, IconFileUpload, IconListCheck, IconMicrophone, IconVideo } from '@tabler/icons-react';
import type { ResponseFormat } from '#contract/interviews';

const labels: Record<ResponseFormat, MessageDescriptor> = {
  VIDEO: msg`Video answer`,
  AUDIO: msg`Audio answer`,
  TEXT: msg`Text answer`,
  CHOICE: msg`Choice answer`,
  FILE: msg`File answer`,
};

const icons = {
  VIDEO: IconVideo,
  AUDIO: IconMicrophone,
  TEXT: IconFileText,
  CHOICE: IconListCheck,
  FILE: IconFileUpload,
};

/** The icon of an answer's format, named for screen readers. */
export function FormatIcon({ format, size = 16 }: { format: ResponseFormat; size?: number }) {
  const { t } = useLingui();
  const Icon = icons[format];
  return <Icon size={size} aria-label={t(labels[format])} role="img" />;
}
