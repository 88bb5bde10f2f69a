import { Trans } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { contrastWithWhite, WCAG_AA_TEXT_CONTRAST } from '#contract/brand-contrast';

/** How white text reads on the brand colour, and what happens when it does not pass WCAG AA. */
export function BrandContrastNote({ color }: { color: string }) {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return null;
  const ratio = contrastWithWhite(color);
  const shown = `${ratio.toFixed(1)}:1`;
  const threshold = WCAG_AA_TEXT_CONTRAST;
  if (ratio >= WCAG_AA_TEXT_CONTRAST) {
    return (
      <Text size="sm" role="status">
        <Trans>Contrast with white text {shown} — passes WCAG AA</Trans>
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} role="status">
      <Trans>
        Contrast with white text {shown} — below WCAG AA ({threshold}:1): this colour will not be used behind
        text on the candidate&apos;s pages
      </Trans>
    </Text>
  );
}
