import { SaveShippingAddressDocument, ShippingAddressesDocument } from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { legacyPhoenix } from '../support/addresses';
import { RestClient } from '../support/rest-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
const client = () => new RestClient(testApp.url);

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.stop());

async function shopper(): Promise<{ rest: RestClient; id: string }> {
  const rest = client();
  const { id } = await signUpCustomer(rest.browser, testApp.app.database.url);
  return { rest, id };
}

describe('call 16: saving a shipping address', () => {
  it('saves a new address with the state by name and answers its id; GraphQL lists it', async () => {
    const { rest, id } = await shopper();
    const { status, json } = await rest.form('/esi-api/requests/shipping/', legacyPhoenix(id));
    expect(status).toBe(200);
    expect(json).toEqual({ status: 'OK', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const { shippingAddresses } = await rest.browser.data(ShippingAddressesDocument);
    expect(shippingAddresses).toEqual([
      {
        __typename: 'ShippingAddress',
        id: json.id,
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '12 Analytical Way',
        city: 'Phoenix',
        state: 'AZ',
        stateName: 'Arizona',
        zipcode: '85004',
        isDefault: true,
      },
    ]);
  });

  it('answers the saved address’s id, status OK, for a copy in other case and spacing, and adds none', async () => {
    const { rest, id } = await shopper();
    const saved = await rest.form('/requests/shipping/', legacyPhoenix(id));
    const copy = legacyPhoenix(id, { firstname: ' ADA', address: '12  analytical way', city: 'phoenix ', state: 'az' });
    const again = await rest.json('/requests/shipping/', copy);
    expect(again).toMatchObject({ status: 200, json: { status: 'OK', id: saved.json.id } });
    expect((await rest.browser.data(ShippingAddressesDocument)).shippingAddresses).toHaveLength(1);
  });

  it('refuses to update an address into a copy of another with 409, changing nothing', async () => {
    const { rest, id } = await shopper();
    await rest.form('/requests/shipping/', legacyPhoenix(id));
    const tucson = await rest.form('/requests/shipping/', legacyPhoenix(id, { city: 'Tucson', zipcode: '85701' }));
    const attempt = await rest.form('/requests/shipping/', legacyPhoenix(id, { id: tucson.json.id as string }));
    expect(attempt).toMatchObject({ status: 409, json: { error: 'You already saved this address.' } });
    const { shippingAddresses } = await rest.browser.data(ShippingAddressesDocument);
    expect(shippingAddresses.map((a) => a.city)).toEqual(['Phoenix', 'Tucson']);
  });

  it('refuses a 21st address with 422 and the reason, as it refuses other input, adding nothing', async () => {
    const { rest, id } = await shopper();
    for (let n = 1; n <= 20; n++) {
      const saved = await rest.form('/requests/shipping/', legacyPhoenix(id, { address: `${n} Analytical Way` }));
      expect(saved.json).toMatchObject({ status: 'OK' });
    }
    const full = await rest.form('/requests/shipping/', legacyPhoenix(id, { address: '21 Analytical Way' }));
    expect(full).toMatchObject({
      status: 422,
      json: { error: 'You can save up to 20 addresses. Delete one to add another.' },
    });
    const list = await rest.form('/responses/shipping/', { logid: id });
    expect((list.json.Shipping as unknown[]).length).toBe(20);
  });

  it('updates one of its own addresses when given its id, taking the state as a code', async () => {
    const { rest, id } = await shopper();
    const saved = await rest.urlencoded('/requests/shipping', legacyPhoenix(id));
    const updated = await rest.urlencoded(
      '/requests/shipping/',
      legacyPhoenix(id, { id: saved.json.id as string, city: 'Tucson', state: 'az', zipcode: '85701' }),
    );
    expect(updated.json).toEqual({ status: 'OK', id: saved.json.id });
    const { shippingAddresses } = await rest.browser.data(ShippingAddressesDocument);
    expect(shippingAddresses).toHaveLength(1);
    expect(shippingAddresses[0]).toMatchObject({ city: 'Tucson', state: 'AZ', zipcode: '85701' });
  });

  it("cannot update another customer's address: 404, and the address is unchanged", async () => {
    const owner = await shopper();
    const saved = await owner.rest.form('/requests/shipping/', legacyPhoenix(owner.id));
    const other = await shopper();
    const attempt = await other.rest.form(
      '/requests/shipping/',
      legacyPhoenix(other.id, { id: saved.json.id as string }),
    );
    expect(attempt.status).toBe(404);
    expect(attempt.json).toEqual({ error: 'That shipping address was not found.' });
    const { shippingAddresses } = await owner.rest.browser.data(ShippingAddressesDocument);
    expect(shippingAddresses.map((a) => a.city)).toEqual(['Phoenix']);
  });

  it('refuses an unknown state, a bad ZIP code and a missing field with 400', async () => {
    const { rest, id } = await shopper();
    const state = await rest.form('/requests/shipping/', legacyPhoenix(id, { state: 'Atlantis' }));
    expect(state).toMatchObject({ status: 400, json: { error: 'Please choose a state from the list.' } });
    const zip = await rest.form('/requests/shipping/', legacyPhoenix(id, { zipcode: '8500' }));
    expect(zip).toMatchObject({ status: 400, json: { error: 'Please enter a 5-digit ZIP code.' } });
    const fields = legacyPhoenix(id);
    delete fields.city;
    const missing = await rest.form('/requests/shipping/', fields);
    expect(missing).toMatchObject({ status: 400, json: { error: 'The field "city" is required.' } });
    expect((await rest.browser.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
  });

  it('answers 401 without a session and 403 for a forged logid, saving nothing', async () => {
    const { rest, id } = await shopper();
    const anonymous = await client().form('/requests/shipping/', legacyPhoenix(id));
    expect(anonymous).toMatchObject({ status: 401, json: { error: 'User ID missing!' } });
    const victim = await shopper();
    const forged = await rest.form('/requests/shipping/', legacyPhoenix(victim.id));
    expect(forged.status).toBe(403);
    expect((await rest.browser.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
    expect((await victim.rest.browser.data(ShippingAddressesDocument)).shippingAddresses).toEqual([]);
  });
});

describe('call 8: reading the shipping addresses', () => {
  it('lists the addresses saved through GraphQL in the legacy shape, on both paths', async () => {
    const { rest, id } = await shopper();
    const { saveShippingAddress } = await rest.browser.data(SaveShippingAddressDocument, {
      input: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
      },
    });
    const addressId = saveShippingAddress.__typename === 'ShippingAddress' ? saveShippingAddress.id : '';
    const expected = {
      Shipping: [
        {
          id: addressId,
          firstname: 'Ada',
          lastname: 'Lovelace',
          address: '1 Main St',
          city: 'Austin',
          state: 'TX',
          statename: 'Texas',
          zipcode: '78701',
        },
      ],
    };
    const responses = await rest.form('/esi-api/responses/shipping/', { logid: id });
    expect(responses).toMatchObject({ status: 200, json: expected });
    // Exactly the legacy fields: the default flag stays a GraphQL field.
    expect(responses.json).toEqual(expected);
    // The shared path reads when logid is the only field.
    const requests = await rest.form('/esi-api/requests/shipping/', { logid: id });
    expect(requests).toMatchObject({ status: 200, json: expected });
  });

  it('answers an empty list for a customer without addresses', async () => {
    const { rest, id } = await shopper();
    const { status, json } = await rest.urlencoded('/responses/shipping/', { logid: id });
    expect(status).toBe(200);
    expect(json).toEqual({ Shipping: [] });
  });

  it("answers 401 without a session and 403 for another customer's logid", async () => {
    const owner = await shopper();
    await owner.rest.form('/requests/shipping/', legacyPhoenix(owner.id));
    const anonymous = await client().form('/responses/shipping/', { logid: owner.id });
    expect(anonymous).toMatchObject({ status: 401, json: { error: 'User ID missing!' } });
    const other = await shopper();
    const forged = await other.rest.form('/requests/shipping/', { logid: owner.id });
    expect(forged.status).toBe(403);
    expect(JSON.stringify(forged.json)).not.toContain('Phoenix');
  });
});
