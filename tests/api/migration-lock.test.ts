import { Client } from 'pg';
import { loadConfig } from '../../api/src/config';
import { openDatabase } from '../../api/src/db/database';
import { MIGRATIONS } from '../../api/src/db/migrations';
import { createLogger } from '../../api/src/logger';
import { createEmptyDatabase, dropDatabase } from '../support/test-database';

const adminUrl = () => process.env.STOREFRONT_TEST_ADMIN_URL!;
const NAME = `migration_lock_${process.pid}`;

async function rows<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('replicas of a new release starting together on an empty database', () => {
  afterAll(() => dropDatabase(adminUrl(), NAME));

  it('all start: one applies each migration and seeds, the others wait for it and find nothing to do', async () => {
    const url = await createEmptyDatabase(adminUrl(), NAME);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: url });
    const starts = [0, 1, 2].map(() => openDatabase(config, createLogger('silent')));
    const outcomes = await Promise.allSettled(starts);
    await Promise.all(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.close() : undefined)));

    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'started'))).toEqual([
      'started',
      'started',
      'started',
    ]);
    const applied = await rows<{ name: string }>(url, 'SELECT name FROM migrations ORDER BY id');
    expect(applied.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => m.name));
    const [catalogue] = await rows<{ products: number; slugs: number }>(
      url,
      'SELECT count(*)::int AS products, count(DISTINCT slug)::int AS slugs FROM product',
    );
    expect(catalogue!.products).toBeGreaterThan(0);
    expect(catalogue!.slugs).toBe(catalogue!.products);
    // The lock went with the work: nobody holds it once every copy has started.
    expect(await rows(url, "SELECT 1 FROM pg_locks WHERE locktype = 'advisory'")).toEqual([]);
  });
});
