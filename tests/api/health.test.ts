import { describe, expect, it } from 'vitest';
import { testStackConfig } from '../support/test-stack.ts';

const { supabaseUrl } = testStackConfig();

describe('GET /api/health', () => {
  it('answers ok through the gateway when the database is reachable', async () => {
    const response = await fetch(`${supabaseUrl}/functions/v1/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});
