import { stackConfig, type StackConfig } from '../stack/config.ts';

/** Supabase's default local ports, which .env.example writes into SITE_URL and VITE_SUPABASE_URL. */
const DEFAULT_PORTS: Record<string, string> = { VITE_SUPABASE_URL: '54321', SITE_URL: '5173' };

/**
 * True when `name` is unset or holds the default local URL (.env.example's value): then it means
 * "this stack", and follows STACK_PORT_BASE. Any other value points somewhere on purpose.
 */
function meansThisStack(name: 'VITE_SUPABASE_URL' | 'SITE_URL', env: NodeJS.ProcessEnv): boolean {
  const value = env[name]?.trim();
  if (!value) return true;
  try {
    const url = new URL(value);
    return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.port === DEFAULT_PORTS[name];
  } catch {
    return false;
  }
}

/** The stack's config for `npm run dev`: the app's origin follows the app's port. */
export function devStackConfig(env: NodeJS.ProcessEnv = process.env): StackConfig {
  const config = stackConfig(env);
  return meansThisStack('SITE_URL', env)
    ? { ...config, siteUrl: `http://localhost:${config.appPort}` }
    : config;
}

/** Where the browser app finds Supabase: this stack's gateway, unless the environment says otherwise. */
export function appSupabaseUrl(config: StackConfig, env: NodeJS.ProcessEnv = process.env): string {
  return meansThisStack('VITE_SUPABASE_URL', env)
    ? config.supabaseUrl
    : (env.VITE_SUPABASE_URL?.trim() ?? config.supabaseUrl);
}
