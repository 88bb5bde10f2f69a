import type { MessageDescriptor } from '@lingui/core';
import { createTheme, darken, type CSSVariablesResolver, type MenuProps } from '@mantine/core';
import { i18n } from '@/i18n/catalogues';

// The labels of Mantine's close buttons, in every screen's catalogue; a dialog may open before a
// screen's catalogue has loaded, so each carries its English.
/* eslint-disable lingui/no-unlocalized-strings -- each English text here is a message's own */
const CLOSE = /*i18n*/ { id: 'app.close', message: 'Close' };
const CLOSE_NOTIFICATION = /*i18n*/ { id: 'app.closeNotification', message: 'Close notification' };
/* eslint-enable lingui/no-unlocalized-strings */

/**
 * A close button's label, read when the button renders: the theme is made once, and a new theme per
 * language would render every Mantine component again when the page turns to Arabic.
 */
function closeLabel(text: MessageDescriptor): { 'aria-label': string } {
  return {
    get 'aria-label'() {
      return i18n._(text);
    },
  };
}

export const theme = createTheme({
  primaryColor: 'indigo',
  // WCAG AA (axe color-contrast): white text on indigo.6 is 4.3:1, on indigo.7 5:1.
  primaryShade: { light: 7, dark: 8 },
  // Filled buttons and badges in light colours (green, yellow…) get dark text instead of white.
  autoContrast: true,
  defaultRadius: 'md',
  components: {
    // Mantine's modal close button is an icon alone: without a label a screen reader says "button".
    // Plain objects, not Modal.extend(): the theme is in the entry chunk, the components are not.
    Modal: { defaultProps: { closeButtonProps: closeLabel(CLOSE) } },
    // The same for a notification's close button.
    Notification: { defaultProps: { closeButtonProps: closeLabel(CLOSE_NOTIFICATION) } },
    // The placeholder Mantine focuses first is a focusable role=presentation child of role=menu,
    // which a menu may not hold (axe aria-required-children); the first item takes focus instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
  },
});

/**
 * Light-scheme colours darkened to WCAG AA's 4.5:1 (axe color-contrast): dimmed text (gray.6 is
 * 3.3:1 on white), error text (red.6 is 3.3:1), filled red and light-variant text such as the status badges
 * (yellow.9 on yellow.1 is 2.7:1; darkened by 0.3 every colour reads at 5:1 or more).
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    // White on filled red (red.7, the primary shade) is 3.8:1: delete buttons, Recording badges.
    '--mantine-color-red-filled': resolved.colors.red[9],
    '--mantine-color-red-filled-hover': darken(resolved.colors.red[9], 0.1),
    ...Object.fromEntries(
      Object.entries(resolved.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        darken(shades[9], 0.3),
      ]),
    ),
  },
  dark: {},
});
