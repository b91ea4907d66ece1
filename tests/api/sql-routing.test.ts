import type { Pool } from 'pg';
import { Sql, writes } from '../../api/src/db/sql';

/** A stand-in pool that answers every statement with one row naming the pool (or its connection). */
function fakePool(name: string, log: string[]): Pool {
  const answer = (where: string, statement: string | { text: string }) => {
    const text = typeof statement === 'string' ? statement : statement.text;
    log.push(`${where}: ${text}`);
    return Promise.resolve({ rows: [{ from: where }], rowCount: 1 });
  };
  const pool = {
    query: (statement: string | { text: string }) => answer(name, statement),
    connect: () =>
      Promise.resolve({
        query: (statement: string | { text: string }) => answer(`${name} connection`, statement),
        release: () => undefined,
      }),
    end: () => Promise.resolve(),
  };
  return pool as unknown as Pool;
}

const READ = 'SELECT name FROM product';
const WRITE = 'UPDATE cart SET updated_at = now()';

function routed(withReplica = true) {
  const log: string[] = [];
  const sql = new Sql(fakePool('primary', log), withReplica ? fakePool('replica', log) : undefined);
  const from = async (rows: Promise<{ from: string }[]>) => (await rows)[0]?.from;
  return { sql, log, from };
}

describe('the Sql door with a read replica', () => {
  it('sends catalogue reads to the replica and every other statement to the primary', async () => {
    const { sql, from } = routed();
    expect(await from(sql.read(READ))).toBe('replica');
    expect(await from(sql.query(READ))).toBe('primary');
    expect(await from(sql.query(WRITE))).toBe('primary');
    expect(sql.readsPrimary).toBe(false);
  });

  it('sends everything to the one pool when there is no replica, and then a write tells no one', async () => {
    const { sql, from } = routed(false);
    expect(await from(sql.read(READ))).toBe('primary');
    expect(sql.readsPrimary).toBe(true);
    const onWrite = jest.fn();
    await sql.withinRequest(
      async () => {
        await sql.query(WRITE);
        await sql.transaction(() => sql.query(WRITE));
      },
      { onWrite },
    );
    expect(onWrite).not.toHaveBeenCalled();
  });

  it('tells a statement that commits a change from one that only reads', () => {
    const reads = [
      READ,
      '  select updated_at from cart',
      'WITH hit AS (SELECT id FROM product) SELECT id FROM hit',
      'VALUES (1)',
    ];
    const changes = [
      WRITE,
      'INSERT INTO cart_line VALUES ($1)',
      'WITH gone AS (DELETE FROM session WHERE expires_at < now() RETURNING id) SELECT count(*) FROM gone',
      'SELECT id FROM product FOR UPDATE',
      'REFRESH MATERIALIZED VIEW x',
    ];
    expect(reads.filter(writes)).toEqual([]);
    expect(changes.filter((text) => !writes(text))).toEqual([]);
  });

  it('joins the unit of work with a read made inside it', async () => {
    const { sql, log } = routed();
    await sql.transaction(async () => {
      await sql.read(READ);
    });
    expect(log).toEqual(['primary connection: BEGIN', `primary connection: ${READ}`, 'primary connection: COMMIT']);
  });

  it('reads the primary in a request whose visitor wrote a moment ago', async () => {
    const { sql, from } = routed();
    expect(await sql.withinRequest(() => from(sql.read(READ)), { primary: true })).toBe('primary');
  });

  it('reads the primary for the rest of a request after its write commits, and says so once', async () => {
    const { sql, from } = routed();
    const onWrite = jest.fn();
    const answers = await sql.withinRequest(
      async () => {
        const before = await from(sql.read(READ));
        await sql.query(READ);
        const afterRead = await from(sql.read(READ));
        await sql.query(WRITE);
        await sql.transaction(() => sql.query(WRITE));
        return [before, afterRead, await from(sql.read(READ))];
      },
      { onWrite },
    );
    expect(answers).toEqual(['replica', 'replica', 'primary']);
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('counts a committed unit of work as a write, and one rolled back not', async () => {
    const { sql, from } = routed();
    const onWrite = jest.fn();
    const answer = await sql.withinRequest(
      async () => {
        await expect(
          sql.transaction(async () => {
            await sql.query(WRITE);
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        const afterRollback = await from(sql.read(READ));
        await sql.transaction(() => sql.query(WRITE));
        return [afterRollback, await from(sql.read(READ))];
      },
      { onWrite },
    );
    expect(answer).toEqual(['replica', 'primary']);
    expect(onWrite).toHaveBeenCalledTimes(1);
  });

  it('is ready only when both pools answer', async () => {
    const { sql, log } = routed();
    expect(await sql.ping()).toBe(true);
    expect(log).toEqual(['primary: SELECT 1', 'replica: SELECT 1']);
  });
});
