import { Hono } from 'hono';
import type { AuthEnv } from '../auth-env.ts';
import type { AuthRouteDeps } from '../auth-route-deps.ts';

/** The settings of the local project (supabase/config.toml): e-mail and Google on, e-mails confirmed by link. */
const SETTINGS = {
  external: {
    anonymous_users: false,
    apple: false,
    azure: false,
    bitbucket: false,
    discord: false,
    facebook: false,
    snapchat: false,
    figma: false,
    fly: false,
    github: false,
    gitlab: false,
    google: true,
    keycloak: false,
    kakao: false,
    linkedin: false,
    linkedin_oidc: false,
    notion: false,
    spotify: false,
    slack: false,
    slack_oidc: false,
    workos: false,
    twitch: false,
    twitter: false,
    email: true,
    phone: false,
    zoom: false,
  },
  disable_signup: false,
  mailer_autoconfirm: false,
  phone_autoconfirm: false,
  sms_provider: 'twilio',
  saml_enabled: false,
  saml_private_key_next_configured: false,
  passkeys_enabled: false,
};

/** GET /health, /settings and the JWKS, as GoTrue serves them. */
export function serviceInfoRoutes({ signingKey }: AuthRouteDeps): Hono<AuthEnv> {
  return new Hono<AuthEnv>()
    .get('/health', (c) =>
      c.json({
        version: 'local-stand-in',
        name: 'GoTrue',
        description: 'GoTrue is a user registration and authentication API',
      }),
    )
    .get('/settings', (c) => c.json(SETTINGS))
    .get('/.well-known/jwks.json', (c) => c.json({ keys: [signingKey.publicJwk] }));
}
