import type { QueryRunner } from 'typeorm';
import { AddressBook1732166200000 } from '../../api/src/db/migrations/1732166200000-address-book';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const migration = new AddressBook1732166200000();
const runner = () => ({ query: (text: string) => suite.db.query(text) }) as unknown as QueryRunner;

async function newCustomer(email: string): Promise<string> {
  const { rows } = await suite.db.query<{ id: string }>(
    `INSERT INTO customer (email, first_name, last_name, date_of_birth, password_hash)
     VALUES ($1, 'Ada', 'Lovelace', '1990-05-17', 'x') RETURNING id`,
    [email],
  );
  return rows[0]!.id;
}

/** An address saved `daysAgo` days ago, as the app saved them before the migration. */
async function oldAddress(customerId: string, address: string, daysAgo: number, city = 'Phoenix'): Promise<string> {
  const { rows } = await suite.db.query<{ id: string }>(
    `INSERT INTO shipping_address (customer_id, first_name, last_name, address, city, state_code, zipcode, created_at)
     VALUES ($1, 'Ada', 'Lovelace', $2, $3, 'AZ', '85004', now() - make_interval(days => $4)) RETURNING id`,
    [customerId, address, city, daysAgo],
  );
  return rows[0]!.id;
}

async function book(customerId: string) {
  const { rows } = await suite.db.query<{ id: string; address: string; isDefault: boolean }>(
    `SELECT id, address, is_default AS "isDefault" FROM shipping_address WHERE customer_id = $1 ORDER BY created_at`,
    [customerId],
  );
  return rows;
}

describe('the address-book migration', () => {
  it('merges duplicates into the oldest and makes each customer’s oldest address the default', async () => {
    await migration.down(runner());
    const piled = await newCustomer('piled@example.com');
    const newest = await oldAddress(piled, '12 Analytical Way', 1);
    const oldest = await oldAddress(piled, '12  analytical WAY', 3);
    await oldAddress(piled, ' 12 Analytical\tWay ', 2, 'PHOENIX');
    const other = await oldAddress(piled, '1 Main St', 5, 'Tucson');
    const tidy = await newCustomer('tidy@example.com');
    const first = await oldAddress(tidy, '12 Analytical Way', 9);
    const second = await oldAddress(tidy, '1 Main St', 4);
    const none = await newCustomer('none@example.com');

    await migration.up(runner());

    expect(await book(piled)).toEqual([
      { id: other, address: '1 Main St', isDefault: true },
      { id: oldest, address: '12  analytical WAY', isDefault: false },
    ]);
    expect((await book(piled)).map((a) => a.id)).not.toContain(newest);
    expect(await book(tidy)).toEqual([
      { id: first, address: '12 Analytical Way', isDefault: true },
      { id: second, address: '1 Main St', isDefault: false },
    ]);
    expect(await book(none)).toEqual([]);
  });

  it('lets the database refuse a second default and a second copy', async () => {
    const customer = await newCustomer('indexes@example.com');
    await oldAddress(customer, '12 Analytical Way', 2);
    await oldAddress(customer, '1 Main St', 1);
    await suite.db.query(
      `UPDATE shipping_address SET is_default = true WHERE customer_id = $1 AND address = '1 Main St'`,
      [customer],
    );
    await expect(
      suite.db.query(`UPDATE shipping_address SET is_default = true WHERE customer_id = $1`, [customer]),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(oldAddress(customer, ' 1 MAIN  st ', 0)).rejects.toMatchObject({ code: '23505' });
  });
});
