import { Text } from '@mantine/core';
import { contrastWithWhite, WCAG_AA_TEXT_CONTRAST } from '#contract/brand-contrast';

/** How white text reads on the brand colour, and what happens when it does not pass WCAG AA. */
export function BrandContrastNote({ color }: { color: string }) {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) return null;
  const ratio = contrastWithWhite(color);
  const shown = `${ratio.toFixed(1)}:1`;
  if (ratio >= WCAG_AA_TEXT_CONTRAST) {
    return (
      <Text size="sm" role="status">
        Contrast with white text {shown} — passes WCAG AA
      </Text>
    );
  }
  return (
    <Text size="sm" fw={600} role="status">
      Contrast with white text {shown} — below WCAG AA ({WCAG_AA_TEXT_CONTRAST}:1): this colour will not be
      used behind text on the candidate&apos;s pages
    </Text>
  );
}
