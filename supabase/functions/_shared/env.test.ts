// The api function's environment, checked once. Run by tests/api/function-deno-tests.test.ts.
import { parseServerEnv } from './env.ts';
import { assertEquals } from './testing/assert.ts';
import { REQUIRED_VARIABLES, serverEnvOf } from './testing/server-env.ts';

/** The message parseServerEnv throws for these variables; '' when they are fine. */
function problemOf(variables: Record<string, string | undefined>): string {
  try {
    parseServerEnv(variables);
    return '';
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const PREFIX = "The api function's environment is not usable: ";

Deno.test('the required variables give the settings, URLs without trailing slashes', () => {
  const env = serverEnvOf({ SUPABASE_URL: 'http://127.0.0.1:54321//', SITE_URL: ' http://localhost:5173/ ' });
  assertEquals(
    {
      supabaseUrl: env.supabaseUrl,
      databaseUrl: env.databaseUrl,
      siteUrl: env.siteUrl,
      authIssuer: env.authIssuer,
      publicUrl: env.publicUrl,
      publishableKey: env.publishableKey,
      secretKey: env.secretKey,
    },
    {
      supabaseUrl: 'http://127.0.0.1:54321',
      databaseUrl: REQUIRED_VARIABLES.SUPABASE_DB_URL,
      siteUrl: 'http://localhost:5173',
      authIssuer: 'http://127.0.0.1:54321/auth/v1',
      publicUrl: 'http://127.0.0.1:54321',
      publishableKey: 'sb_publishable_test',
      secretKey: undefined,
    },
  );
});

Deno.test('AUTH_ISSUER and SUPABASE_PUBLIC_URL override what SUPABASE_URL implies', () => {
  const env = serverEnvOf({
    SUPABASE_URL: 'http://kong:8000',
    AUTH_ISSUER: 'http://127.0.0.1:54321/auth/v1',
    SUPABASE_PUBLIC_URL: 'http://127.0.0.1:54321/',
  });
  assertEquals([env.authIssuer, env.publicUrl], ['http://127.0.0.1:54321/auth/v1', 'http://127.0.0.1:54321']);
});

Deno.test('a missing required variable stops the function, naming every one missing', () => {
  assertEquals(
    problemOf({ SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_test' }),
    `${PREFIX}SUPABASE_URL is missing; SUPABASE_DB_URL is missing`,
  );
  assertEquals(
    problemOf({ ...REQUIRED_VARIABLES, SUPABASE_DB_URL: '   ' }),
    `${PREFIX}SUPABASE_DB_URL is missing`,
  );
  assertEquals(
    problemOf({ ...REQUIRED_VARIABLES, SUPABASE_PUBLISHABLE_KEY: undefined }),
    `${PREFIX}SUPABASE_PUBLISHABLE_KEY is missing`,
  );
});

Deno.test('a malformed variable stops the function, naming it and what is wrong', () => {
  assertEquals(
    problemOf({ ...REQUIRED_VARIABLES, SUPABASE_URL: 'kong:8000', SITE_URL: 'localhost:5173' }),
    `${PREFIX}SUPABASE_URL must be an http(s) URL; SITE_URL must be an http(s) URL`,
  );
  assertEquals(
    problemOf({ ...REQUIRED_VARIABLES, OPENAI_TIMEOUT_SECONDS: 'soon' }),
    `${PREFIX}OPENAI_TIMEOUT_SECONDS must be a number of seconds above 0`,
  );
  assertEquals(
    problemOf({ ...REQUIRED_VARIABLES, SUPABASE_SECRET_KEYS: 'sb_secret_x' }),
    `${PREFIX}SUPABASE_SECRET_KEYS must be a JSON object of keys, e.g. {"default": "sb_…"}`,
  );
});

Deno.test("the project's keys: one variable, else a hosted project's map, else the legacy key", () => {
  const keys = (values: Record<string, string>) => {
    const env = parseServerEnv({
      SUPABASE_URL: 'http://x.test',
      SUPABASE_DB_URL: 'postgresql://x',
      ...values,
    });
    return [env.publishableKey, env.secretKey];
  };
  assertEquals(
    keys({
      SUPABASE_PUBLISHABLE_KEY: 'pub',
      SUPABASE_PUBLISHABLE_KEYS: '{"default": "pub-map"}',
      SUPABASE_SECRET_KEY: 'sec',
      SUPABASE_SERVICE_ROLE_KEY: 'legacy-sec',
    }),
    ['pub', 'sec'],
  );
  assertEquals(
    keys({
      SUPABASE_PUBLISHABLE_KEYS: '{"other": "pub-1", "default": "pub-map"}',
      SUPABASE_SECRET_KEYS: '{"first": "sec-map"}',
    }),
    ['pub-map', 'sec-map'],
  );
  assertEquals(keys({ SUPABASE_ANON_KEY: 'anon', SUPABASE_SERVICE_ROLE_KEY: 'service' }), [
    'anon',
    'service',
  ]);
});

Deno.test('blank counts as unset, and only the view tracking variables set are passed on', () => {
  const env = serverEnvOf({
    SITE_URL: '  ',
    OPENAI_TIMEOUT_SECONDS: '2.5',
    VIEWER_IP_HEADER: ' CF-Connecting-IP ',
  });
  assertEquals(env.siteUrl, undefined);
  assertEquals(env.ai.timeoutMs, 2500);
  assertEquals([...env.viewerVariables], [['VIEWER_IP_HEADER', 'CF-Connecting-IP']]);
});

Deno.test(
  'webhooks to this machine are refused unless WEBHOOK_ALLOW_LOOPBACK is set (local development)',
  () => {
    assertEquals(serverEnvOf({}).webhookAllowLoopback, false);
    assertEquals(serverEnvOf({ WEBHOOK_ALLOW_LOOPBACK: ' ' }).webhookAllowLoopback, false);
    assertEquals(serverEnvOf({ WEBHOOK_ALLOW_LOOPBACK: 'false' }).webhookAllowLoopback, false);
    assertEquals(serverEnvOf({ WEBHOOK_ALLOW_LOOPBACK: 'true' }).webhookAllowLoopback, true);
    assertEquals(
      problemOf({ ...REQUIRED_VARIABLES, WEBHOOK_ALLOW_LOOPBACK: 'maybe' }),
      `${PREFIX}WEBHOOK_ALLOW_LOOPBACK must be true or false`,
    );
  },
);

Deno.test('undeclared answers stay as they are unless FAIL_UNDECLARED_ANSWERS is set (the tests)', () => {
  assertEquals(serverEnvOf({}).failUndeclaredAnswers, false);
  assertEquals(serverEnvOf({ FAIL_UNDECLARED_ANSWERS: 'true' }).failUndeclaredAnswers, true);
  assertEquals(
    problemOf({ ...REQUIRED_VARIABLES, FAIL_UNDECLARED_ANSWERS: 'maybe' }),
    `${PREFIX}FAIL_UNDECLARED_ANSWERS must be true or false`,
  );
});

Deno.test("Auth's Send Email Hook is served only with a secret in Supabase's form", () => {
  assertEquals(serverEnvOf({}).sendEmailHookSecret, undefined);
  assertEquals(serverEnvOf({ SEND_EMAIL_HOOK_SECRET: ' ' }).sendEmailHookSecret, undefined);
  assertEquals(
    serverEnvOf({ SEND_EMAIL_HOOK_SECRET: ' v1,whsec_c2VjcmV0c2VjcmV0c2VjcmV0 ' }).sendEmailHookSecret,
    'v1,whsec_c2VjcmV0c2VjcmV0c2VjcmV0',
  );
  assertEquals(
    problemOf({ ...REQUIRED_VARIABLES, SEND_EMAIL_HOOK_SECRET: 'whsec_c2VjcmV0' }),
    `${PREFIX}SEND_EMAIL_HOOK_SECRET must be Supabase's "v1,whsec_<base64>"`,
  );
});
