// A database of its own for a test that migrates from scratch, on the same server as the suite's,
// named after the suite's database, a tag and the process (engineers and CI share one server).
import postgres from 'postgres';
import { databaseName, databaseUrl, maintenanceUrl } from '../../local/db/database-url.ts';

export interface ScratchDatabase {
  url: string;
  /** Drops any leftover of an earlier run and creates the database empty. */
  create: () => Promise<void>;
  /** Drops it and closes the maintenance connection. */
  drop: () => Promise<void>;
}

export function scratchDatabase(tag: string): ScratchDatabase {
  const parsed = new URL(databaseUrl());
  parsed.pathname = `/${databaseName(parsed.toString()).slice(0, 30)}_${tag}_${process.pid}`;
  const url = parsed.toString();
  const name = databaseName(url);
  const admin = postgres(maintenanceUrl(url), { max: 1, onnotice: () => {} });
  return {
    url,
    create: async () => {
      await admin`drop database if exists ${admin(name)} with (force)`;
      // template0: nobody may connect to it, where another file's maintenance session on template1
      // (files run side by side) would refuse the copy.
      await admin`create database ${admin(name)} template template0`;
    },
    drop: async () => {
      await admin`drop database if exists ${admin(name)} with (force)`;
      await admin.end();
    },
  };
}
