import type { Plugin } from 'vite';

/**
 * The Content-Security-Policy of the built app, for the Supabase project at `supabaseUrl`.
 * Scripts only from the app's own files (no inline script, no eval). The api, Auth, Storage
 * uploads (TUS), the signed media URLs, the renditions' posters and the workspaces' logos are all
 * on the Supabase URL, so `connect-src`, `media-src` and `img-src` name only it and the app;
 * `blob:` media is the resume recorder's own preview.
 * `style-src 'unsafe-inline'`: Mantine writes its theme's CSS variables into a `<style>` element
 * at run time and components set `style` attributes, and a static host cannot hand out nonces.
 */
export function contentSecurityPolicy(supabaseUrl: string): string {
  const supabase = new URL(supabaseUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${supabase}`,
    "font-src 'self' data:",
    `connect-src 'self' ${supabase}`,
    `media-src 'self' blob: ${supabase}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Puts the policy into the built index.html as a meta element, so any static host serves it.
 * Build only: Vite's dev server injects inline scripts (React Fast Refresh) that it would block.
 */
export function contentSecurityPolicyPlugin(supabaseUrl: string | undefined): Plugin {
  return {
    name: 'content-security-policy',
    apply: 'build',
    transformIndexHtml() {
      if (!supabaseUrl) {
        throw new Error('VITE_SUPABASE_URL is missing: the Content-Security-Policy names the Supabase URL.');
      }
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: contentSecurityPolicy(supabaseUrl) },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}
