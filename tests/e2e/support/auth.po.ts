import type { Locator } from 'playwright-core';
import type { StackConfig } from '../../../local/stack/config.ts';
import { confirmationLink } from '../../support/confirm-email.ts';
import type { TestUser } from '../../support/users.ts';
import { PageObject } from './page-object.ts';
import { sessionOf, sessionStorageKey } from './session.ts';

/** Signing in and registering: the candidate login's forms, the Google stand-in, another tab. */
export class AuthPageObject extends PageObject {
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
    await this.heading('Sign in with Google').waitFor();
    await this.page.getByLabel('Full name').fill(fullName);
    await this.page.getByLabel('E-mail').fill(email);
    await this.button('Continue').click();
  }

  /** On the auth stand-in's Google page: gives up, as a user closing Google's consent screen. */
  async cancelOnGoogle(): Promise<void> {
    await this.page.getByRole('link', { name: 'Cancel' }).click();
  }

  /**
   * Signs `user` in as another tab of the browser would: supabase-js stores the session and tells
   * its other tabs on a BroadcastChannel named after the storage key, which is what this page hears.
   */
  async signInFromAnotherTab(config: StackConfig, user: TestUser): Promise<void> {
    const key = JSON.stringify(sessionStorageKey(config));
    await this.page.evaluate(`(() => {
      const session = ${JSON.stringify(sessionOf(user))};
      localStorage.setItem(${key}, JSON.stringify(session));
      const channel = new BroadcastChannel(${key});
      channel.postMessage({ event: 'SIGNED_IN', session });
      channel.close();
    })()`);
  }
}
