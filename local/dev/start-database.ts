import { startCluster } from '../db/cluster.ts';
import { databaseUrl, usesLocalCluster } from '../db/database-url.ts';
import { migrate } from '../db/migrate.ts';
import { seedOnce } from '../db/reset.ts';
import { withConsoleAs } from './logger.ts';

/**
 * What `npm run db:seed` does: start the local cluster (unless DATABASE_URL names another server),
 * apply pending migrations, seed the demo accounts the first time. The cluster keeps running
 * afterwards; it is shared with the tests and stopped by `npm run db:stop`.
 */
export async function startDatabase(log: (line: string) => void): Promise<{ seeded: boolean }> {
  const url = databaseUrl();
  return withConsoleAs(log, async () => {
    if (usesLocalCluster()) startCluster();
    else log('DATABASE_URL is set: using that server, starting none.');
    await migrate(url);
    log('Migrations applied.');
    const seeded = await seedOnce(url);
    log(seeded ? 'Demo data seeded.' : 'Demo data already there.');
    return { seeded };
  });
}
