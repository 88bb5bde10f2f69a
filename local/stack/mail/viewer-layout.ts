import { html, SafeHtml, type HtmlPart } from './html.ts';

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
  body { margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem 3rem; }
  header { border-bottom: 1px solid #8886; margin-bottom: 1.5rem; padding-bottom: .75rem; }
  header .brand { font-weight: 700; font-size: 1.1rem; margin: 0; }
  header p { margin: .25rem 0; }
  a { color: LinkText; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; font-weight: 600; padding: .5rem 0; }
  th, td { border-bottom: 1px solid #8884; padding: .45rem .6rem; text-align: left; vertical-align: top; }
  th { font-weight: 600; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; overflow-wrap: anywhere; }
  iframe { width: 100%; height: 60vh; border: 1px solid #8888; resize: vertical; background: #fff; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid #8886; padding: .75rem; }
  .toolbar { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; margin-bottom: 1rem; }
  .toolbar form { display: flex; gap: .5rem; align-items: end; }
  label { display: block; font-weight: 600; }
  input, button { font: inherit; padding: .3rem .6rem; }
  .muted { opacity: .75; }
`;

/** The page frame: a header saying clearly that this is the local mail viewer, then `body`. */
export function layout(title: string, body: HtmlPart): string {
  const page: SafeHtml = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title} · Local mail viewer</title>
        <style>
          ${new SafeHtml(STYLE)}
        </style>
      </head>
      <body>
        <header>
          <p class="brand"><a href="/">Local mail viewer</a></p>
          <p class="muted">
            Every e-mail this local stack sends through its Resend stand-in (<code>POST /emails</code>) lands
            here. Nothing leaves this machine.
          </p>
        </header>
        <main>${body}</main>
      </body>
    </html>`;
  return page.value;
}
