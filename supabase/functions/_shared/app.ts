import { Hono } from 'hono';
import postgres from 'postgres';

const sql = postgres(Deno.env.get('SUPABASE_DB_URL') ?? '', { max: 5, prepare: false });

export const app = new Hono().basePath('/api');

app.get('/health', async (c) => {
  await sql`select 1`;
  return c.json({ status: 'ok' });
});
