import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { waitInPage } from '../support/wait-in-page.ts';

/** The impacts the product must never ship: axe's serious and critical. */
const BLOCKING = new Set(['serious', 'critical']);

/** The roles a user operates, which a screen reader announces by name. */
const CONTROL_ROLES = [
  'button',
  'link',
  'textbox',
  'searchbox',
  'checkbox',
  'radio',
  'switch',
  'combobox',
  'listbox',
  'option',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
];

/** A control line of an ARIA snapshot with no name: `- button`, `- textbox: value`, `- link [disabled]`. */
const UNNAMED_CONTROL = new RegExp(`^\\s*- (${CONTROL_ROLES.join('|')})(?=$|:| \\[)`);

function describeViolation(violation: Result): string {
  const nodes = violation.nodes.map((node) => {
    const related = [...node.any, ...node.all, ...node.none]
      .flatMap((check) => check.relatedNodes ?? [])
      .map((relatedNode) => `\n      related: ${relatedNode.html.slice(0, 200)}`);
    return `    at ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${(node.failureSummary ?? '').replaceAll('\n', '\n      ')}${related.join('')}`;
  });
  return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes.join('\n')}`;
}

/** The serious and critical violations axe finds on the page as it stands, one readable block each. */
export async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map(describeViolation);
}

/**
 * Controls the accessibility tree exposes without a name, by Chromium's own computation (the
 * ARIA snapshot): what a screen reader would announce as just "button" or "edit text".
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot.split('\n').filter((line) => UNNAMED_CONTROL.test(line));
}

/** Waits until no finite animation runs: a modal or menu half faded in has no final colours yet. */
async function transitionsSettled(page: Page): Promise<void> {
  await waitInPage(
    page,
    `document
    .getAnimations()
    .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)`,
  );
}

/** Asserts the screen in front of the user has no serious or critical violation and no unnamed control. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  await transitionsSettled(page);
  const violations = await blockingViolations(page);
  expect(violations, `${screen}: axe found\n${violations.join('\n\n')}`).toEqual([]);
  const unnamed = await unnamedControls(page);
  expect(unnamed, `${screen}: controls without an accessible name`).toEqual([]);
}
