import { StaffRole } from '../../api/src/modules/staff/permission.type';
import {
  CustomerDocument,
  CustomersDocument,
  DisableCustomerDocument,
  EnableCustomerDocument,
  RecordHistoryDocument,
  SendPasswordRecoveryDocument,
} from '../../web/admin/src/graphql/__generated__/graphql';
import {
  AddToCartDocument,
  LogInDocument,
  MeDocument,
  PlaceOrderDocument,
  RequestPasswordRecoveryDocument,
  ResetPasswordDocument,
} from '../../web/src/graphql/__generated__/graphql';
import { PASSWORD, lastCodeFor, signUpCustomer, uniqueEmail } from '../support/accounts';
import { findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { signedInStaff } from '../support/staff';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp();
const arizona = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Analytical Way',
  city: 'Phoenix',
  state: 'AZ',
  zipcode: '85004',
};

async function shopper(fields: { firstName?: string; lastName?: string; email?: string } = {}) {
  const api = new GraphQLClient(suite.testApp.url);
  const account = await signUpCustomer(api, suite.testApp.app.database.url, fields);
  return { api, ...account };
}

/** The whole answer to a login from a fresh browser: what a visitor would see. */
async function logInAnswer(email: string, password: string): Promise<unknown> {
  const result = await new GraphQLClient(suite.testApp.url).request(LogInDocument, { input: { email, password } });
  return { errors: result.errors, data: result.data };
}

const mailCount = async (email: string): Promise<number> =>
  (
    await suite.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM outgoing_mail WHERE lower(recipient) = lower($1)`,
      [email],
    )
  ).rows[0]!.n;

describe("the back office's customers", () => {
  it('finds customers by part of their e-mail or name, newest first, a page at a time', async () => {
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const tag = `zq${Date.now().toString(36)}`;
    const first = await shopper({ lastName: `Hopper${tag}` });
    const second = await shopper({ email: uniqueEmail(`grace.${tag}`) });
    const third = await shopper({ firstName: `Grace${tag}` });

    const byName = await support.client.data(CustomersDocument, {
      text: `hopper${tag}`,
      page: { page: 1, pageSize: 10 },
    });
    expect(byName.customers).toMatchObject({ total: 1, customers: [{ id: first.id, email: first.email }] });
    const byEmail = await support.client.data(CustomersDocument, {
      text: `GRACE.${tag}`,
      page: { page: 1, pageSize: 10 },
    });
    expect(byEmail.customers.customers.map((c) => c.id)).toEqual([second.id]);

    const all = await support.client.data(CustomersDocument, { text: tag, page: { page: 1, pageSize: 2 } });
    expect(all.customers.total).toBe(3);
    expect(all.customers.customers.map((c) => c.id)).toEqual([third.id, second.id]);
    const next = await support.client.data(CustomersDocument, { text: tag, page: { page: 2, pageSize: 2 } });
    expect(next.customers.customers.map((c) => c.id)).toEqual([first.id]);
    // A percent sign is a character to find, not a wildcard.
    const literal = await support.client.data(CustomersDocument, { text: '%', page: { page: 1, pageSize: 10 } });
    expect(literal.customers.total).toBe(0);
  });

  it('shows an account with its dates, addresses and orders, newest first', async () => {
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const customer = await shopper();
    const product = await findProduct(suite.testApp.app.database.url, 't.name IS NULL');
    await customer.api.data(AddToCartDocument, { productId: product.id });
    const { placeOrder } = await customer.api.data(PlaceOrderDocument, {
      input: { idempotencyKey: `desk-${customer.id}`, address: arizona, saveAddress: true },
    });
    if (placeOrder.__typename !== 'OrderPlaced') throw new Error(JSON.stringify(placeOrder));

    const { customer: page } = await support.client.data(CustomerDocument, { id: customer.id });
    expect(page).toMatchObject({
      email: customer.email,
      firstName: 'Ada',
      dateOfBirth: '1990-05-17',
      disabledAt: null,
      orders: [
        {
          orderNumber: placeOrder.order.orderNumber,
          totalCents: placeOrder.order.total,
          status: 'Pending Approval',
          itemCount: 1,
        },
      ],
    });
    expect(page.addresses).toMatchObject([{ city: 'Phoenix', state: 'AZ', stateName: 'Arizona', isDefault: true }]);
    expect(Date.parse(page.createdAt)).toBeLessThanOrEqual(Date.parse(placeOrder.order.placedAt));

    const unknown = await support.client.request(CustomerDocument, { id: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('disabling ends their sessions and refuses their login with the same answer as a wrong password', async () => {
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const customer = await shopper();
    const elsewhere = new GraphQLClient(suite.testApp.url);
    await elsewhere.data(LogInDocument, { input: { email: customer.email, password: customer.password } });
    expect((await elsewhere.data(MeDocument)).me?.id).toBe(customer.id);

    const { disableCustomer } = await support.client.data(DisableCustomerDocument, {
      id: customer.id,
      reason: 'Chargeback fraud',
    });
    expect(disableCustomer).toMatchObject({ disabledReason: 'Chargeback fraud' });
    expect(disableCustomer.disabledAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    expect((await customer.api.data(MeDocument)).me).toBeNull();
    expect((await elsewhere.data(MeDocument)).me).toBeNull();
    const rightPassword = await logInAnswer(customer.email, customer.password);
    const wrongPassword = await logInAnswer(customer.email, 'not the password 1');
    expect(rightPassword).toEqual(wrongPassword);
    expect(rightPassword).toMatchObject({ data: { logIn: { errors: [{ code: 'INVALID_CREDENTIALS' }] } } });

    // A second press changes nothing and records nothing.
    await support.client.data(DisableCustomerDocument, { id: customer.id, reason: 'again' });
    const { recordHistory } = await support.client.data(RecordHistoryDocument, {
      recordType: 'customer',
      recordId: customer.id,
    });
    expect(recordHistory.map((e) => e.operation)).toEqual(['customer.disable']);
    expect(recordHistory[0]).toMatchObject({ staffId: support.id, staffRole: 'support' });
    expect(JSON.parse(recordHistory[0]!.after!)).toMatchObject({ reason: 'Chargeback fraud' });
  });

  it('a disabled customer cannot recover their password, not even with a code mailed before', async () => {
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const customer = await shopper();
    const visitor = new GraphQLClient(suite.testApp.url);
    await visitor.data(RequestPasswordRecoveryDocument, { email: customer.email });
    const earlierCode = await lastCodeFor(suite.testApp.app.database.url, customer.email);
    await support.client.data(DisableCustomerDocument, { id: customer.id });

    const mailsBefore = await mailCount(customer.email);
    const asked = await visitor.data(RequestPasswordRecoveryDocument, { email: customer.email });
    const unknown = await visitor.data(RequestPasswordRecoveryDocument, { email: uniqueEmail('nobody') });
    expect(asked).toEqual(unknown);
    expect(await mailCount(customer.email)).toBe(mailsBefore);
    const reset = await visitor.data(ResetPasswordDocument, {
      input: { email: customer.email, code: earlierCode, newPassword: 'a new password 2' },
    });
    expect(reset.resetPassword).toMatchObject({ errors: [{ code: 'INVALID_CODE' }] });
    const refused = await support.client.request(SendPasswordRecoveryDocument, { id: customer.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await mailCount(customer.email)).toBe(mailsBefore);
  });

  it('enabling lets them log in again with their password, and the staff can mail them a recovery code', async () => {
    const support = await signedInStaff(suite.testApp.app, StaffRole.SUPPORT);
    const customer = await shopper();
    await support.client.data(DisableCustomerDocument, { id: customer.id });
    const { enableCustomer } = await support.client.data(EnableCustomerDocument, { id: customer.id });
    expect(enableCustomer).toMatchObject({ disabledAt: null, disabledReason: null });
    expect(await logInAnswer(customer.email, PASSWORD)).toMatchObject({
      data: { logIn: { __typename: 'AuthSuccess' } },
    });

    expect((await support.client.data(SendPasswordRecoveryDocument, { id: customer.id })).sendPasswordRecovery).toBe(
      true,
    );
    const code = await lastCodeFor(suite.testApp.app.database.url, customer.email);
    const visitor = new GraphQLClient(suite.testApp.url);
    const reset = await visitor.data(ResetPasswordDocument, {
      input: { email: customer.email, code, newPassword: 'a new password 2' },
    });
    expect(reset.resetPassword.__typename).toBe('Done');
    expect(await logInAnswer(customer.email, 'a new password 2')).toMatchObject({
      data: { logIn: { __typename: 'AuthSuccess' } },
    });
    const { recordHistory } = await support.client.data(RecordHistoryDocument, {
      recordType: 'customer',
      recordId: customer.id,
    });
    expect(recordHistory.map((e) => e.operation)).toEqual([
      'customer.send-password-recovery',
      'customer.enable',
      'customer.disable',
    ]);
  });

  it('a compliance officer reads customers but may not disable them', async () => {
    const compliance = await signedInStaff(suite.testApp.app, StaffRole.COMPLIANCE);
    const customer = await shopper();
    expect((await compliance.client.data(CustomerDocument, { id: customer.id })).customer.id).toBe(customer.id);
    const refused = await compliance.client.request(DisableCustomerDocument, { id: customer.id });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await customer.api.data(MeDocument)).me?.id).toBe(customer.id);
  });
});
