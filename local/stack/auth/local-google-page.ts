/** An existing user offered on the page. */
export interface KnownAccount {
  email: string;
  name: string;
}

export interface LocalGooglePageProps {
  /** The OAuth request to carry through the form: state and redirect_uri. */
  state: string;
  redirectUri: string;
  cancelUrl: string;
  accounts: KnownAccount[];
  error?: string;
  values?: { full_name?: string; email?: string };
}

function escape(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; }
  body { margin: 0; background: #f1f3f4; color: #202124; }
  main { max-width: 30rem; margin: 2rem auto; background: #fff; border-radius: 8px; padding: 2rem;
         box-shadow: 0 1px 3px rgba(0,0,0,.2); }
  .notice { background: #fff4e5; border: 2px solid #b45309; border-radius: 6px; padding: .75rem 1rem;
            margin: 0 0 1.5rem; }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.05rem; margin: 1.5rem 0 .5rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li { margin: .4rem 0; }
  li form { display: flex; gap: .75rem; align-items: center; justify-content: space-between;
            border: 1px solid #dadce0; border-radius: 6px; padding: .5rem .75rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input { width: 100%; box-sizing: border-box; padding: .55rem; font-size: 1rem; border: 1px solid #5f6368;
          border-radius: 4px; }
  button { padding: .5rem 1rem; font-size: .95rem; border-radius: 4px; border: 1px solid #1a73e8;
           background: #1a73e8; color: #fff; cursor: pointer; }
  li button { background: #fff; color: #1a73e8; }
  .primary { margin-top: 1rem; }
  .error { color: #b3261e; font-weight: 600; }
  .cancel { display: inline-block; margin-top: 1.5rem; }
`;

function hiddenFields(props: LocalGooglePageProps): string {
  return `<input type="hidden" name="state" value="${escape(props.state)}">
      <input type="hidden" name="redirect_uri" value="${escape(props.redirectUri)}">`;
}

function accountList(props: LocalGooglePageProps): string {
  if (props.accounts.length === 0) return '<p>No local users yet.</p>';
  const items = props.accounts.map(
    (account) => `<li><form method="post">
      ${hiddenFields(props)}
      <input type="hidden" name="email" value="${escape(account.email)}">
      <input type="hidden" name="full_name" value="${escape(account.name)}">
      <span>${escape(account.name || account.email)}</span>
      <button type="submit">Continue as ${escape(account.email)}</button>
    </form></li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

/**
 * The local stand-in for Google's account chooser: it says plainly that it is not Google, offers a
 * few existing local users, and takes any name and e-mail. Both forms post back to the same URL.
 */
export function localGooglePage(props: LocalGooglePageProps): string {
  const error = props.error ? `<p class="error" role="alert">${escape(props.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in with Google (local stand-in)</title>
  <style>${STYLE}</style>
</head>
<body>
<main>
  <p class="notice" role="note"><strong>Local stand-in — this is not Google.</strong>
    This page is served by the local Supabase Auth stand-in so that "Sign in with Google" works
    without Google. No Google account is used and nothing leaves this machine.</p>
  <h1>Sign in with Google</h1>
  <p>Choose the account to continue with.</p>
  ${error}
  <section aria-labelledby="existing-accounts">
    <h2 id="existing-accounts">Existing local users</h2>
    ${accountList(props)}
  </section>
  <section aria-labelledby="another-account">
    <h2 id="another-account">Use another account</h2>
    <form method="post">
      ${hiddenFields(props)}
      <label for="full_name">Full name</label>
      <input id="full_name" name="full_name" autocomplete="name" required
             value="${escape(props.values?.full_name ?? '')}">
      <label for="email">E-mail</label>
      <input id="email" name="email" type="email" autocomplete="email" required
             value="${escape(props.values?.email ?? '')}">
      <button class="primary" type="submit">Continue</button>
    </form>
  </section>
  <a class="cancel" href="${escape(props.cancelUrl)}">Cancel</a>
</main>
</body>
</html>`;
}
