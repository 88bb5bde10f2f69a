import type { Locator, Page } from 'playwright-core';
import { confirmationLink } from '../../support/confirm-email.ts';

/** The candidate's login, callback and portal screens. */
export class CandidatePageObject {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
  }

  /** Waits until the app has navigated to `path` on the site (query string ignored). */
  async waitForPath(path: string): Promise<void> {
    await this.page.waitForURL((url) => url.pathname === path);
  }

  heading(name: string | RegExp, level?: number): Locator {
    return this.page.getByRole('heading', { name, ...(level && { level }) });
  }

  button(name: string | RegExp): Locator {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }

  link(name: string | RegExp): Locator {
    return this.page.getByRole('link', { name, exact: typeof name === 'string' });
  }

  /** An alert (inline or a notification) containing `text`. */
  alert(text: string | RegExp): Locator {
    return this.page.getByRole('alert').filter({ hasText: text });
  }

  // Section: login -------------------------------------------------------------------------------

  /** An input by its label, exactly ('Password' is not 'Confirm Password'); a required one ends in ' *'. */
  field(label: string): Locator {
    return this.page.getByLabel(new RegExp(`^${label}( \\*)?$`));
  }

  async switchToCreateAccount(): Promise<void> {
    await this.button('Create Account').click();
    await this.heading('Create Candidate Account').waitFor();
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.button('Sign In').click();
  }

  async register(values: {
    firstName: string;
    lastName: string;
    email: string;
    password: string;
    confirmPassword?: string;
  }): Promise<void> {
    await this.field('First Name').fill(values.firstName);
    await this.field('Last Name').fill(values.lastName);
    await this.field('Email').fill(values.email);
    await this.field('Password').fill(values.password);
    await this.field('Confirm Password').fill(values.confirmPassword ?? values.password);
    await this.button('Create Account').click();
  }

  /**
   * After registering: the form asks to check the mailbox, and the candidate opens the link of the
   * confirmation mail in this browser (its PKCE verifier turns the link's code into the session).
   */
  async confirmEmail(email: string): Promise<void> {
    await this.page.getByText('Check your email').waitFor();
    await this.page.goto(await confirmationLink(email));
  }

  get continueWithGoogle(): Locator {
    return this.button('Continue with Google');
  }

  /** On the auth stand-in's Google page: signs in as a new or existing Google account. */
  async continueOnGoogleAs(fullName: string, email: string): Promise<void> {
    await this.page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
    await this.page.getByLabel('Full name').fill(fullName);
    await this.page.getByLabel('E-mail').fill(email);
    await this.page.getByRole('button', { name: 'Continue', exact: true }).click();
  }

  /** On the auth stand-in's Google page: gives up, as a user closing Google's consent screen. */
  async cancelOnGoogle(): Promise<void> {
    await this.page.getByRole('link', { name: 'Cancel' }).click();
  }

  // Section: dashboard ---------------------------------------------------------------------------

  /** A counter tile of the dashboard or the analytics tab, by its label. */
  counter(label: string): Locator {
    return this.page.getByRole('group', { name: label });
  }

  async counterValue(label: string): Promise<string> {
    const text = (await this.counter(label).textContent()) ?? '';
    return text.replace(label, '').trim();
  }

  async openTab(name: 'Interview Invitations' | 'Video Resumes' | 'Analytics'): Promise<void> {
    await this.page.getByRole('tab', { name }).click();
  }

  /** The section (a landmark named by its heading) called `title`. */
  section(title: string): Locator {
    return this.page.getByRole('region', { name: title });
  }

  /** A list item of `section`, named by its title. */
  item(section: string, title: string): Locator {
    return this.section(section).getByRole('listitem', { name: title });
  }
}
