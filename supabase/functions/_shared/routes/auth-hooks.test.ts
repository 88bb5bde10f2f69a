// Auth's Send Email Hook without SEND_EMAIL_HOOK_SECRET (the Deno tests' environment has none): the
// route answers 503 naming the variable and sends nothing, signed or not. The signed requests are
// tests/api/auth-send-email-hook.test.ts's. Run by tests/api/function-deno-tests.test.ts.
import { authHookMessages } from '../contract/auth-hooks.ts';
import { handleError } from '../error-handler.ts';
import { assertEquals } from '../testing/assert.ts';
import { authHookRoutes } from './auth-hooks.ts';

Deno.test({
  name: 'without its secret, the hook answers 503 and says what to set',
  ignore: Boolean(Deno.env.get('SEND_EMAIL_HOOK_SECRET')?.trim()),
  async fn() {
    authHookRoutes.app.onError(handleError);
    const response = await authHookRoutes.app.request('/auth/send-email-hook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'webhook-id': 'msg_1', 'webhook-timestamp': '1' },
      body: '{}',
    });
    assertEquals(response.status, 503);
    assertEquals(await response.json(), { error: authHookMessages.notConfigured });
  },
});
