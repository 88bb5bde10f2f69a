// Supabase Auth's own e-mails, in the account's language (issue #36): Auth hands them to the api's
// Send Email Hook (routes/auth-hooks.ts) instead of sending its single-language templates. The
// English subjects are Auth's default ones ("Confirm Your Signup", "Reset your password"), which
// the tests and anyone's mail filters know the two mails by.
import type { Locale } from '../contract/locale-tags.ts';
import { emailButton, emailHtml, emailLinkLine } from './email-layout.ts';
import { escapeHtml } from './html-escape.ts';
import type { RenderedEmail } from './invitation-email.ts';
import { mailTranslator, type MailTranslator } from './mail-i18n.ts';

/** The e-mails Auth sends this app's users: the sign-up's confirmation, the password reset. */
type AuthEmailKind = 'signup' | 'recovery';

export interface AuthEmailData {
  kind: AuthEmailKind;
  /** Auth's /verify link, which confirms the address or opens the password reset. */
  verifyUrl: string;
  locale: Locale;
}

interface AuthEmailTexts {
  subject: string;
  intro: string;
  button: string;
  ignore: string;
}

function signupTexts(t: MailTranslator): AuthEmailTexts {
  return {
    subject: t.text(/*i18n*/ { id: 'mail.auth.signup.subject', message: 'Confirm Your Signup' }),
    intro: t.text(
      /*i18n*/ {
        id: 'mail.auth.signup.intro',
        message: 'Follow this link to confirm your e-mail address and finish creating your account.',
      },
    ),
    button: t.text(/*i18n*/ { id: 'mail.auth.signup.button', message: 'Confirm your e-mail' }),
    ignore: t.text(
      /*i18n*/ {
        id: 'mail.auth.signup.ignore',
        message: 'If you did not sign up, you can safely ignore this e-mail.',
      },
    ),
  };
}

function recoveryTexts(t: MailTranslator): AuthEmailTexts {
  return {
    subject: t.text(/*i18n*/ { id: 'mail.auth.recovery.subject', message: 'Reset your password' }),
    intro: t.text(
      /*i18n*/ {
        id: 'mail.auth.recovery.intro',
        message: 'We received a request to reset your password. Follow the link below to choose a new one.',
      },
    ),
    button: t.text(/*i18n*/ { id: 'mail.auth.recovery.button', message: 'Reset password' }),
    ignore: t.text(
      /*i18n*/ {
        id: 'mail.auth.recovery.ignore',
        message: 'If you did not ask for this, you can safely ignore this e-mail.',
      },
    ),
  };
}

/**
 * The confirmation or password-reset e-mail with Auth's /verify link, in `locale`. Plain, without a
 * workspace's brand: an account belongs to no workspace. Every value is HTML-escaped.
 */
export function renderAuthEmail(data: AuthEmailData): RenderedEmail {
  const t = mailTranslator(data.locale);
  const texts = data.kind === 'signup' ? signupTexts(t) : recoveryTexts(t);
  const text = [texts.intro, '', data.verifyUrl, '', texts.ignore].join('\n');
  const e = escapeHtml;
  const html = emailHtml(
    texts.subject,
    null,
    (accent) => `<h1 style="margin:0 0 16px;font-size:20px;">${e(texts.subject)}</h1>
<p style="margin:0 0 24px;font-size:16px;">${e(texts.intro)}</p>
${emailButton(data.verifyUrl, texts.button, accent)}
${emailLinkLine(data.verifyUrl, accent, 16, t)}
<p style="margin:0;font-size:12px;color:#7b8794;">${e(texts.ignore)}</p>`,
    t,
  );
  return { subject: texts.subject, html, text };
}
