// WCAG 2.x contrast of a brand colour against white text (issue #17 items 5 and 6). Shared by the
// settings screen (which warns), the candidate's screens and the e-mail (which use the colour
// behind white text only when it passes).

/** WCAG 2.x AA for normal text: 4.5:1. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

/** Relative luminance of a #rrggbb colour (WCAG 2.x definition). */
function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((channel) =>
    channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of white text on `hex` (#rrggbb): from 1 (white) to 21 (black). */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (relativeLuminance(hex) + 0.05);
}

/** The brand colour to put behind white text, or null when there is none or it is too light. */
export function brandColorForWhiteText(hex: string | null): string | null {
  if (hex === null || !/^#[0-9a-fA-F]{6}$/.test(hex)) return null;
  return contrastWithWhite(hex) >= WCAG_AA_TEXT_CONTRAST ? hex : null;
}
