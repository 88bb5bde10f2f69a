// Entry of the `api` edge function: serves the Hono app (routes live in ../_shared).
import { app } from '../_shared/app.ts';

Deno.serve(app.fetch);
