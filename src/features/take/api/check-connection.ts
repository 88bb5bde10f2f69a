import { apiRequest } from '@/lib/api-client';
import { healthSchema } from '@contract/health';

/**
 * The tech check's Internet Connection: the browser says it is online and the api answers
 * GET /api/health. `navigator.onLine` alone is true on any network, even one going nowhere.
 */
export async function checkConnection(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    await apiRequest('/health', healthSchema);
    return true;
  } catch {
    return false;
  }
}
