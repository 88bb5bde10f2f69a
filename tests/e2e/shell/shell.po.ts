import { AuthPageObject } from '../support/auth.po.ts';
import { PageObject } from '../support/page-object.ts';

/** The app shell: landing page, notifications, guards' screens and the placeholder screens. */
export class ShellPageObject extends PageObject {
  readonly auth = new AuthPageObject(this.page);

  get header() {
    return this.page.getByRole('banner');
  }

  get footer() {
    return this.page.getByRole('contentinfo');
  }

  get getStarted() {
    return this.header.getByRole('link', { name: 'Get Started' });
  }

  get recruiterLogin() {
    return this.header.getByRole('button', { name: 'Recruiter Login' });
  }

  get startFreeTrial() {
    return this.page.getByRole('main').getByRole('link', { name: 'Start Free Trial' });
  }

  get benefitCards() {
    return this.page
      .getByRole('region', { name: 'Why teams hire with asynchronous interviews' })
      .getByRole('listitem');
  }
}
