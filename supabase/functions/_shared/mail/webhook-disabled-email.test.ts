// The owners' e-mail about a disabled webhook endpoint. Run by tests/api/function-deno-tests.test.ts.
import { assert, assertEquals } from '../testing/assert.ts';
import { renderWebhookDisabledEmail } from './webhook-disabled-email.ts';

Deno.test('names the endpoint, the last error and the settings link, escaped in the HTML part', () => {
  const email = renderWebhookDisabledEmail({
    siteUrl: 'https://app.example.com/',
    workspaceId: '3f0c1a52-2f7e-4a45-9d55-5b1b0c6a1e11',
    workspaceName: 'Acme <Hiring>\n Team',
    url: 'https://ats.example.com/hooks?a=1&b=2',
    lastError: 'The receiver answered HTTP 503',
  });
  assertEquals(email.subject, 'A webhook endpoint of Acme <Hiring> Team was disabled');
  const link = 'https://app.example.com/workspaces/3f0c1a52-2f7e-4a45-9d55-5b1b0c6a1e11/settings';
  assert(email.text.includes('https://ats.example.com/hooks?a=1&b=2'), 'the endpoint');
  assert(email.text.includes('The last attempt: The receiver answered HTTP 503'), 'the last error');
  assert(email.text.includes(link), 'the settings link');
  assert(email.html.includes('hooks?a=1&amp;b=2'), 'the endpoint escaped');
  assert(email.html.includes('Acme &lt;Hiring&gt;'), 'the workspace escaped');
  assert(!email.html.includes('<Hiring>'), 'no raw markup');
  assert(email.html.includes(`href="${link}"`), 'the button');
});
