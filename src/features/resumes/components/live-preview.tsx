import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** The camera's live picture, muted so the candidate does not hear themselves. */
export function LivePreview({ stream }: { stream: MediaStream }) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
  }, [stream]);
  return (
    <Box
      component="video"
      ref={videoRef}
      autoPlay
      muted
      playsInline
      aria-label={t`Camera preview`}
      w="100%"
      bg="dark.9"
      style={{ aspectRatio: '16 / 9', borderRadius: 'var(--mantine-radius-md)', objectFit: 'cover' }}
    />
  );
}
