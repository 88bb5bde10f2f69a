// The part of playwright-core's Page and Locator that the engine walk and its page objects use
// (tests/e2e/engines), over classic WebDriver for WebKitGTK, which Playwright cannot drive (it
// needs its own patched WebKit). Locators find elements in the page with Playwright's semantics
// (webdriver-queries.ts); clicks and typing are WebDriver's own, so the page gets real input events.
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ELEMENT_KEY, type Client } from 'webdriver';
import { QUERIES_GLOBAL, type LocatorStep, type TextMatch } from './webdriver-query-api.ts';

/** Playwright's default: how long a locator waits unless told otherwise. */
const DEFAULT_TIMEOUT = 30_000;
const POLL_INTERVAL = 100;

let queriesBundle: Promise<string> | undefined;

/** webdriver-queries.ts with dom-accessibility-api, as one script for the page. */
function queriesScript(): Promise<string> {
  queriesBundle ??= build({
    entryPoints: [fileURLToPath(new URL('./webdriver-queries.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'safari17',
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return queriesBundle;
}

type ElementReference = Record<typeof ELEMENT_KEY, string>;

function textMatch(text: string | RegExp): TextMatch {
  return typeof text === 'string' ? { string: text } : { regex: text.source, flags: text.flags };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until it returns a value other than undefined, or throws after `timeout` ms. */
async function poll<T>(what: string, timeout: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await attempt();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting for ${what}`);
    await sleep(POLL_INTERVAL);
  }
}

/** WebDriver's key codes for the keys the tests press (a single character is itself). */
const KEYS: Record<string, string> = {
  Tab: '\uE004',
  Backspace: '\uE003',
  Enter: '\uE007',
  Escape: '\uE00C',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Meta: '\uE03D',
  // Linux: Control.
  ControlOrMeta: '\uE009',
};

interface ByOptions {
  exact?: boolean;
}

interface WaitOptions {
  state?: 'attached' | 'detached' | 'visible' | 'hidden';
  timeout?: number;
}

/** The getBy* queries of a page (from its root) and of a locator (inside what it matches). */
abstract class Queries {
  protected abstract get driver(): WebDriverPage;
  protected abstract get steps(): LocatorStep[];

  protected chain(steps: LocatorStep[]): WebDriverLocator {
    return new WebDriverLocator(this.driver, steps);
  }

  getByRole(role: string, options: { name?: string | RegExp; exact?: boolean; level?: number } = {}) {
    return this.chain([
      ...this.steps,
      {
        kind: 'role',
        role,
        ...(options.name !== undefined && { name: textMatch(options.name) }),
        ...(options.exact !== undefined && { exact: options.exact }),
        ...(options.level !== undefined && { level: options.level }),
      },
    ]);
  }

  getByText(text: string | RegExp, options: ByOptions = {}) {
    return this.chain([
      ...this.steps,
      { kind: 'text', text: textMatch(text), exact: options.exact ?? false },
    ]);
  }

  getByLabel(text: string | RegExp, options: ByOptions = {}) {
    return this.chain([
      ...this.steps,
      { kind: 'label', text: textMatch(text), exact: options.exact ?? false },
    ]);
  }

  getByPlaceholder(text: string | RegExp, options: ByOptions = {}) {
    return this.chain([
      ...this.steps,
      { kind: 'placeholder', text: textMatch(text), exact: options.exact ?? false },
    ]);
  }

  getByTestId(id: string) {
    return this.chain([...this.steps, { kind: 'testId', id }]);
  }
}

/** A Playwright-like locator: steps resolved in the page each time it is used. */
export class WebDriverLocator extends Queries {
  constructor(
    protected readonly driver: WebDriverPage,
    private readonly own: LocatorStep[],
  ) {
    super();
  }

  protected get steps(): LocatorStep[] {
    return this.own;
  }

  or(other: WebDriverLocator): WebDriverLocator {
    return this.chain([...this.own, { kind: 'or', other: other.own }]);
  }

  first(): WebDriverLocator {
    return this.chain([...this.own, { kind: 'first' }]);
  }

  filter({ hasText }: { hasText: string | RegExp }): WebDriverLocator {
    return this.chain([...this.own, { kind: 'filter', hasText: textMatch(hasText) }]);
  }

  private describe(): string {
    return JSON.stringify(this.own);
  }

  /** The matching elements now. */
  private elements(): Promise<string[]> {
    return this.driver.resolve(this.own);
  }

  /** The one matching element once `ready` holds for it (Playwright's strict mode: two fail). */
  private async single(what: string, timeout: number, ready: (id: string) => Promise<boolean>) {
    return poll(`${what} of ${this.describe()}`, timeout, async () => {
      const ids = await this.elements();
      if (ids.length > 1) throw new Error(`${ids.length} elements match ${this.describe()} (strict mode)`);
      const [id] = ids;
      try {
        return id !== undefined && (await ready(id)) ? id : undefined;
      } catch (error) {
        // The page re-rendered between finding the element and checking it: find it again.
        if (error instanceof Error && /stale element/i.test(error.message)) return undefined;
        throw error;
      }
    });
  }

  private visibleOne(timeout = DEFAULT_TIMEOUT): Promise<string> {
    return this.single('a visible element', timeout, (id) => this.driver.inPage<boolean>('visible', id));
  }

  async count(): Promise<number> {
    return (await this.elements()).length;
  }

  async waitFor({ state = 'visible', timeout = DEFAULT_TIMEOUT }: WaitOptions = {}): Promise<void> {
    if (state === 'visible') {
      await this.visibleOne(timeout);
      return;
    }
    if (state === 'attached') {
      await this.single('an element', timeout, async () => true);
      return;
    }
    await poll(`${state} ${this.describe()}`, timeout, async () => {
      const ids = await this.elements();
      if (state === 'detached') return ids.length === 0 || undefined;
      const shown = await Promise.all(ids.map((id) => this.driver.inPage<boolean>('visible', id)));
      return shown.every((isShown) => !isShown) || undefined;
    });
  }

  /** Clicks with WebDriver once the element is visible and enabled, as Playwright waits to. */
  async click({ timeout = DEFAULT_TIMEOUT }: { timeout?: number } = {}): Promise<void> {
    const deadline = Date.now() + timeout;
    const id = await this.single('a visible, enabled element', timeout, async (candidate) => {
      return (
        (await this.driver.inPage<boolean>('visible', candidate)) &&
        (await this.driver.inPage<boolean>('enabled', candidate))
      );
    });
    // An element still moving into place (a transition) can be covered for a moment: try again.
    for (;;) {
      try {
        await this.driver.client.elementClick(id);
        return;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(POLL_INTERVAL);
      }
    }
  }

  async check(): Promise<void> {
    if (!(await this.isChecked())) await this.click();
    await poll(
      `${this.describe()} to be checked`,
      DEFAULT_TIMEOUT,
      async () => (await this.isChecked()) || undefined,
    );
  }

  async isChecked(): Promise<boolean> {
    const id = await this.visibleOne();
    return this.driver.onElement<boolean>(id, 'element.checked === true');
  }

  async pressSequentially(text: string): Promise<void> {
    await this.driver.client.elementSendKeys(await this.visibleOne(), text);
  }

  async fill(value: string): Promise<void> {
    const id = await this.visibleOne();
    await this.driver.client.elementClear(id);
    if (value) await this.driver.client.elementSendKeys(id, value);
  }

  async textContent(): Promise<string | null> {
    const id = await this.single('an element', DEFAULT_TIMEOUT, async () => true);
    return this.driver.onElement<string | null>(id, 'element.textContent');
  }

  async inputValue(): Promise<string> {
    const id = await this.single('an element', DEFAULT_TIMEOUT, async () => true);
    return this.driver.onElement<string>(id, 'element.value');
  }

  async getAttribute(name: string): Promise<string | null> {
    const id = await this.single('an element', DEFAULT_TIMEOUT, async () => true);
    return this.driver.onElement<string | null>(id, `element.getAttribute(${JSON.stringify(name)})`);
  }

  async isEnabled(): Promise<boolean> {
    const id = await this.single('an element', DEFAULT_TIMEOUT, async () => true);
    return this.driver.inPage<boolean>('enabled', id);
  }
}

/** A Playwright-like page over one WebDriver session of its own. */
export class WebDriverPage extends Queries {
  private readonly initScripts: string[] = [];
  private initialised = false;

  constructor(
    readonly client: Client,
    private readonly baseURL: string,
    private readonly onClose: () => Promise<void>,
  ) {
    super();
  }

  protected get driver(): WebDriverPage {
    return this;
  }

  protected get steps(): LocatorStep[] {
    return [];
  }

  /**
   * Runs `content` in the site's origin before the next navigation's page loads (Playwright's
   * addInitScript, which WebDriver lacks): the first goto opens the origin, runs the scripts there,
   * then navigates.
   */
  addInitScript({ content }: { content: string }): void {
    this.initScripts.push(content);
  }

  async goto(path: string): Promise<void> {
    const url = new URL(path, this.baseURL).href;
    if (!this.initialised && this.initScripts.length > 0) {
      await this.client.navigateTo(new URL('/favicon.svg', this.baseURL).href);
      for (const script of this.initScripts) await this.client.executeScript(script, []);
    }
    this.initialised = true;
    await this.client.navigateTo(url);
  }

  async reload(): Promise<void> {
    await this.client.refresh();
  }

  /** Evaluates the expression `source` in the page, awaiting it when it is a promise. */
  async evaluate<T>(source: string): Promise<T> {
    const outcome = (await this.client.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${source})).then(
         (value) => done({ value }),
         (error) => done({ error: String(error && error.stack || error) }),
       );`,
      [],
    )) as { value?: T; error?: string };
    if (outcome.error !== undefined) throw new Error(`Evaluating in the page failed: ${outcome.error}`);
    return outcome.value as T;
  }

  readonly keyboard = {
    press: async (combination: string): Promise<void> => {
      // A letter with a modifier is its key, not the shifted character (Playwright's 'Control+A').
      const keys = combination
        .split('+')
        .map((key) => KEYS[key] ?? (combination.includes('+') ? key.toLowerCase() : key));
      await this.client.performActions([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            ...keys.map((value) => ({ type: 'keyDown', value })),
            ...keys.toReversed().map((value) => ({ type: 'keyUp', value })),
          ],
        },
      ]);
      await this.client.releaseActions();
    },
  };

  async close(): Promise<void> {
    await this.onClose();
  }

  /** The element ids matching `steps`, installing the queries first in a page that lacks them. */
  async resolve(steps: LocatorStep[]): Promise<string[]> {
    const run = () =>
      this.client.executeScript(
        `const queries = window[${JSON.stringify(QUERIES_GLOBAL)}];
         return queries ? queries.resolve(arguments[0]) : null;`,
        [steps],
      ) as Promise<ElementReference[] | null>;
    let found = await run();
    if (found === null) {
      await this.client.executeScript(await queriesScript(), []);
      found = await run();
    }
    return (found ?? []).map((reference) => reference[ELEMENT_KEY]);
  }

  /** One of the page queries' element checks ('visible', 'enabled') on element `id`. */
  async inPage<T>(check: 'visible' | 'enabled', id: string): Promise<T> {
    return this.onElement<T>(id, `window[${JSON.stringify(QUERIES_GLOBAL)}].${check}(element)`);
  }

  /** The value of `expression` with `element` bound to element `id`. */
  async onElement<T>(id: string, expression: string): Promise<T> {
    return (await this.client.executeScript(`const element = arguments[0]; return ${expression};`, [
      { [ELEMENT_KEY]: id },
    ])) as T;
  }
}
