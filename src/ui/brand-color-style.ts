import { alpha, darken } from '@mantine/core';
import type { CSSProperties } from 'react';
import { brandColorForWhiteText } from '#contract/brand-contrast';

/**
 * Mantine's primary-colour variables set to a workspace's colour, for the element they are put on
 * and everything inside it: filled buttons, light variants and focus rings take the brand there and
 * nowhere else. Links keep the app's colour: a dark brand colour in running text is too close to
 * the text itself (axe link-in-text-block wants 3:1 between them). Undefined when there is no
 * colour or white text on it would fall below WCAG AA (4.5:1): that part keeps the app's colours.
 */
export function brandColorStyle(brandColor: string | null): CSSProperties | undefined {
  const color = brandColorForWhiteText(brandColor);
  if (color === null) return undefined;
  // Custom properties are not in CSSProperties' keys.
  return {
    '--mantine-primary-color-filled': color,
    '--mantine-primary-color-filled-hover': darken(color, 0.12),
    '--mantine-primary-color-light': alpha(color, 0.1),
    '--mantine-primary-color-light-hover': alpha(color, 0.16),
    // Text on the 10 % tint: darkened so it keeps 4.5:1 there too.
    '--mantine-primary-color-light-color': darken(color, 0.2),
  } as CSSProperties;
}
