// The locator steps the WebDriver page (tests/support/webdriver-page.ts) sends to the queries it
// installs in the page (webdriver-queries.ts): plain data, as WebDriver carries only JSON.

/** A string (exact or not, as the step says) or a regular expression's source and flags. */
export type TextMatch = { string: string } | { regex: string; flags: string };

export type LocatorStep =
  | { kind: 'role'; role: string; name?: TextMatch; exact?: boolean; level?: number }
  | { kind: 'text'; text: TextMatch; exact?: boolean }
  | { kind: 'label'; text: TextMatch; exact?: boolean }
  | { kind: 'placeholder'; text: TextMatch; exact?: boolean }
  | { kind: 'testId'; id: string }
  | { kind: 'filter'; hasText: TextMatch }
  | { kind: 'first' }
  | { kind: 'or'; other: LocatorStep[] };

/** The global the page's queries live under. */
export const QUERIES_GLOBAL = '__webdriverQueries';
