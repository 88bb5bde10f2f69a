import { callApi } from '@/lib/api-client';
import { healthApi } from '#contract/health';

/**
 * The tech check's Internet Connection: the browser says it is online and the api answers
 * GET /api/health. `navigator.onLine` alone is true on any network, even one going nowhere.
 */
export async function checkConnection(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await callApi(healthApi.check);
    return true;
  } catch {
    return false;
  }
}
