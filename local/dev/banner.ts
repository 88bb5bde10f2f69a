import type { StackConfig } from '../stack/config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';

export interface BannerInput {
  config: StackConfig;
  /** The Supabase URL the browser app was given (VITE_SUPABASE_URL). */
  appSupabaseUrl: string;
  databaseUrl: string;
  /** True when the scripts run the local cluster (no DATABASE_URL). */
  localCluster: boolean;
  bold: (text: string) => string;
}

/** Hides a password, unless it is the well-known local one. */
function shownDatabaseUrl(url: string, localCluster: boolean): string {
  if (localCluster) return url;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

/** What `npm run dev` prints once everything answers: where things are, who to sign in as. */
export function banner(input: BannerInput): string {
  const { config, bold } = input;
  const row = (label: string, value: string) => `  ${label.padEnd(13)}${value}`;
  const email = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length)) + 2;
  const lines = [
    '',
    bold('Async Interviews is running locally.'),
    '',
    row('App', `http://localhost:${config.appPort}`),
    row('API gateway', `${config.supabaseUrl}  (/auth/v1, /storage/v1, /functions/v1/api)`),
    row('Mail viewer', `${config.mailUrl}  (every e-mail the app sends)`),
    row('Database', shownDatabaseUrl(input.databaseUrl, input.localCluster)),
  ];
  if (input.appSupabaseUrl !== config.supabaseUrl) {
    lines.push('', `  Note: the app uses VITE_SUPABASE_URL=${input.appSupabaseUrl} from your environment.`);
  }
  lines.push(
    '',
    bold(`Demo accounts (password ${DEMO_PASSWORD}):`),
    ...DEMO_ACCOUNTS.map(
      (account) => `  ${account.email.padEnd(email)}${account.role.padEnd(11)}${account.note}`,
    ),
    '',
    'The api function reloads when a file under supabase/functions changes.',
    'The job worker (recordings, transcription, analysis, e-mail) runs beside the stack.',
    'Ctrl-C stops the app, the stack, the api function and the worker.',
    input.localCluster
      ? 'PostgreSQL keeps running (the tests share it); `npm run db:stop` stops it.'
      : 'The database named by DATABASE_URL is not ours: it keeps running.',
    '',
  );
  return lines.join('\n');
}
