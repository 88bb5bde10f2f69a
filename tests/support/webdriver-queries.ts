// Runs in the page (bundled by tests/support/webdriver-page.ts, type-checked with tsconfig.app.json):
// Playwright's getByRole/getByText/getByLabel/... semantics for a browser driven over classic
// WebDriver, which finds elements by CSS or XPath only. Roles and accessible names come from
// dom-accessibility-api, as in Testing Library; text is matched as Playwright does (whitespace
// collapsed; a string without `exact` matches any part, ignoring case).
import { computeAccessibleName, getRole } from 'dom-accessibility-api';
import { QUERIES_GLOBAL, type LocatorStep, type TextMatch } from './webdriver-query-api';

const normalized = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

function matches(match: TextMatch, raw: string | null | undefined, exact = false): boolean {
  const text = normalized(raw);
  if ('regex' in match) return new RegExp(match.regex, match.flags).test(text);
  const wanted = normalized(match.string);
  return exact ? text === wanted : text.toLowerCase().includes(wanted.toLowerCase());
}

/** Hidden from the accessibility tree: aria-hidden, or not rendered (display none, visibility hidden). */
function hidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.getAttribute('aria-hidden') === 'true') return true;
  }
  return !element.checkVisibility({ visibilityProperty: true });
}

function descendants(scope: ParentNode): Element[] {
  return Array.from(scope.querySelectorAll('*'));
}

function levelOf(element: Element): number | undefined {
  const aria = element.getAttribute('aria-level');
  if (aria) return Number(aria);
  const tag = /^h([1-6])$/i.exec(element.tagName);
  return tag ? Number(tag[1]) : undefined;
}

function labelsOf(element: Element): string[] {
  const names: string[] = [];
  const aria = element.getAttribute('aria-label');
  if (aria) names.push(aria);
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    names.push(
      labelledBy
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
  }
  const labels = (element as HTMLInputElement).labels;
  if (labels) for (const label of Array.from(labels)) names.push(label.textContent ?? '');
  return names;
}

const SKIPPED_FOR_TEXT = new Set(['HEAD', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);

/** The innermost elements whose text matches: none of their child elements matches alone. */
function byText(scope: ParentNode, match: TextMatch, exact: boolean): Element[] {
  const found = descendants(scope).filter(
    (element) => !SKIPPED_FOR_TEXT.has(element.tagName) && matches(match, element.textContent, exact),
  );
  const set = new Set(found);
  return found.filter((element) => !Array.from(element.children).some((child) => set.has(child)));
}

function inDocumentOrder(elements: Element[]): Element[] {
  return Array.from(new Set(elements)).sort((a, b) =>
    a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
}

function search(scopes: ParentNode[], find: (scope: ParentNode) => Element[]): Element[] {
  return inDocumentOrder(scopes.flatMap(find));
}

function step(current: ParentNode[], next: LocatorStep): ParentNode[] {
  switch (next.kind) {
    case 'role':
      return search(current, (scope) =>
        descendants(scope).filter(
          (element) =>
            getRole(element) === next.role &&
            (next.level === undefined || levelOf(element) === next.level) &&
            !hidden(element) &&
            (next.name === undefined || matches(next.name, computeAccessibleName(element), next.exact)),
        ),
      );
    case 'text':
      return search(current, (scope) => byText(scope, next.text, next.exact ?? false));
    case 'label':
      return search(current, (scope) =>
        descendants(scope).filter((element) =>
          labelsOf(element).some((label) => matches(next.text, label, next.exact)),
        ),
      );
    case 'placeholder':
      return search(current, (scope) =>
        descendants(scope).filter((element) =>
          matches(next.text, element.getAttribute('placeholder') ?? '', next.exact),
        ),
      );
    case 'testId':
      return search(current, (scope) =>
        descendants(scope).filter((element) => element.getAttribute('data-testid') === next.id),
      );
    case 'filter':
      return current.filter((node) => matches(next.hasText, node.textContent));
    case 'first':
      return current.slice(0, 1);
    case 'or':
      return inDocumentOrder([...(current as Element[]), ...(resolve(next.other) as Element[])]);
  }
}

function resolve(steps: LocatorStep[]): ParentNode[] {
  return steps.reduce<ParentNode[]>(step, [document]);
}

/** Playwright's visible: a non-empty box and not visibility hidden. */
function visible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
}

/** Playwright's enabled: not disabled natively, by a disabled fieldset, or by aria-disabled. */
function enabled(element: Element): boolean {
  if ((element as HTMLButtonElement).disabled) return false;
  if (element.closest('fieldset:disabled')) return false;
  return !element.closest('[aria-disabled="true"]');
}

declare global {
  interface Window {
    [QUERIES_GLOBAL]?: {
      resolve(steps: LocatorStep[]): Element[];
      visible(element: Element): boolean;
      enabled(element: Element): boolean;
    };
  }
}

window[QUERIES_GLOBAL] = { resolve: (steps) => resolve(steps) as Element[], visible, enabled };
