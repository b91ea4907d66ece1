import { createHash } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { unwrapResolverError } from '@apollo/server/errors';
import {
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLSchema,
  Kind,
  execute,
  getIntrospectionQuery,
  parse,
  print,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { AppContext } from '../../api/src/context';
import { buildAppSchema } from '../../api/src/graphql/build-schema';
import { type CompiledExecution, compiledExecution } from '../../api/src/graphql/compiled-execution';
import { createResolvers } from '../../api/src/graphql/resolvers';
import { SESSION_COOKIE } from '../../api/src/modules/customers/account.rules';
import { ProxyTrust } from '../../api/src/security/proxy-trust';
import * as generated from '../../web/src/graphql/__generated__/graphql';
import { signUpCustomer } from '../support/accounts';
import { ARIZONA } from '../support/addresses';
import { type FixtureProduct, findProduct } from '../support/catalog-fixtures';
import { GraphQLClient } from '../support/graphql-client';
import { useSuiteApp } from '../support/suite-app';

type Who = 'guest' | 'customer';
type Variables = Record<string, unknown>;
type RequestContext = Parameters<CompiledExecution['executor']>[0];

const suite = useSuiteApp();
let schema: GraphQLSchema;
let compiled: CompiledExecution;
let sessionCookie: string;
let product: FixtureProduct;
let addressId: string;

/** Every operation of the web app, by name, as codegen typed it. */
const operations = new Map<string, DocumentNode>(
  Object.values(generated)
    .filter((value): value is DocumentNode => (value as DocumentNode)?.kind === Kind.DOCUMENT)
    .flatMap((document) =>
      document.definitions.flatMap((d) =>
        d.kind === Kind.OPERATION_DEFINITION && d.name ? [[d.name.value, document] as const] : [],
      ),
    ),
);

function contextFor(who: Who): AppContext {
  const raw = new http.IncomingMessage(new net.Socket());
  raw.headers = who === 'customer' ? { cookie: `${SESSION_COOKIE}=${sessionCookie}` } : {};
  const request = { raw, url: new URL('http://localhost/graphql'), method: 'POST', clientIp: '2001:db8::7' };
  return new AppContext(
    request,
    new http.ServerResponse(raw),
    suite.testApp.app.services.sessions,
    ProxyTrust.parse('false'),
  );
}

/** What a client can tell apart: data, each error as sent, and the error a resolver threw. */
function observable(result: ExecutionResult): unknown {
  return {
    data: result.data,
    errors: result.errors?.map((error: GraphQLError) => {
      const original = unwrapResolverError(error) as Error;
      return { ...error.toJSON(), cause: original?.constructor?.name, causeMessage: original?.message };
    }),
  };
}

async function run(engine: 'compiled' | 'reference', document: DocumentNode, variables: Variables, who: Who) {
  const operationName = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)?.name?.value;
  const query = print(document);
  const contextValue = contextFor(who);
  return suite.testApp.app.services.sql.withinRequest(async () => {
    if (engine === 'reference') {
      return execute({ schema, document, variableValues: variables, operationName, contextValue });
    }
    const queryHash = createHash('sha256').update(query).digest('hex');
    const request = { query, variables, operationName };
    return compiled.executor({ document, request, context: contextValue, queryHash } as unknown as RequestContext);
  });
}

/** Runs an operation compiled, then with graphql-js, and expects the same answer from both. */
async function expectSame(name: string, variables: Variables = {}, who: Who = 'customer'): Promise<ExecutionResult> {
  const document = operations.get(name);
  if (!document) throw new Error(`no operation ${name}`);
  const fromCompiled = await run('compiled', document, variables, who);
  const fromReference = await run('reference', document, variables, who);
  expect(observable(fromCompiled)).toEqual(observable(fromReference));
  return fromCompiled;
}

/**
 * Realistic variables for each operation. Mutations get inputs whose second run answers as the first
 * (refusals, or writes that are idempotent), since both engines run them on the same database.
 */
const CASES: Record<string, () => [Variables, Who][]> = {
  MenuGroups: () => [[{}, 'guest']],
  PaymentForm: () => [[{}, 'guest']],
  SignUpOffer: () => [[{}, 'guest']],
  ServiceDiscount: () => [
    [{}, 'guest'],
    [{}, 'customer'],
  ],
  // Refusals, which answer the same on a second run: an unknown code, an order that is not the customer's, a guest.
  ApplyPromotionCode: () => [[{ code: 'NO-SUCH-CODE', state: 'AZ' }, 'customer']],
  RemovePromotionCode: () => [[{ code: 'NO-SUCH-CODE', state: 'AZ' }, 'customer']],
  PayOrder: () => [
    [
      {
        input: {
          orderNumber: 'ESI-999999',
          idempotencyKey: 'compiled-execution-pay-order',
          payment: {
            method: 'CARD',
            dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
            dataValue: 'token',
            billingZip: '85004',
          },
        },
      },
      'customer',
    ],
  ],
  VerifyServiceStatus: () => [
    [
      {
        input: {
          status: 'ACTIVE_DUTY',
          organization: 'Army',
          firstName: 'Ada',
          lastName: 'Lovelace',
          birthDate: '1980-01-02',
        },
      },
      'guest',
    ],
  ],
  // This suite's provider is SheerID's sandbox: a customer's start is refused (a group it does not know, then no
  // redirect provider) before anything is kept.
  StartServiceVerification: () => [
    [{ input: { group: 'military' } }, 'guest'],
    [{ input: { group: 'nurse' } }, 'customer'],
    [{ input: { group: 'military' } }, 'customer'],
  ],
  HomePage: () => [[{}, 'guest']],
  Collections: () => [[{}, 'guest']],
  CategoryIndex: () => [[{}, 'guest']],
  UsStates: () => [[{}, 'guest']],
  RegisterDeviceForm: () => [[{}, 'guest']],
  ShippingRestrictions: () => [[{}, 'guest']],
  DeliveryOptions: () => [[{}, 'guest']],
  PopularCategories: () => [[{}, 'guest']],
  ProductPage: () => [
    [{ slug: 'air-factory-grapefruit-100ml-12mg' }, 'guest'],
    [{ slug: 'no-such-product' }, 'guest'],
  ],
  SearchSuggestions: () => [
    [{ text: 'geek' }, 'guest'],
    [{ text: 'g' }, 'guest'],
    [{ text: 'lost marry' }, 'guest'],
  ],
  SearchProducts: () => [
    [{ input: { page: 1, pageSize: 30 } }, 'guest'],
    [{ input: { brand: 'Geek Bar', flavor: 'Mint', page: 1, pageSize: 12 } }, 'guest'],
    [{ input: { search: 'mint ice', page: 2, pageSize: 10 } }, 'guest'],
    [{ input: { category: 'Vapes', productType: 'Disposable Vape' } }, 'guest'],
    [
      {
        input: {
          search: 'geekbar mint',
          brands: ['Geek Bar', 'Raz'],
          price: { min: 500, max: 3000 },
          inStock: true,
          onSale: false,
          sort: 'PRICE_LOW_TO_HIGH',
        },
      },
      'guest',
    ],
    [{ input: { sort: 'CHEAPEST' } }, 'guest'],
    // Refused by the resolver and class-validator, and by variable coercion.
    [{ input: { page: -1 } }, 'guest'],
    [{ input: { pageSize: 100_000 } }, 'guest'],
    [{ input: { page: 'two' } }, 'guest'],
    [{ input: { page: 1.5, colour: 'red' } }, 'guest'],
    [{}, 'guest'],
  ],
  Me: () => [
    [{}, 'guest'],
    [{}, 'customer'],
  ],
  ShippingAddresses: () => [
    [{}, 'customer'],
    [{}, 'guest'],
  ],
  CartExciseTax: () => [
    [{ state: 'PA' }, 'guest'],
    [{ state: 'ZZ' }, 'guest'],
  ],
  CartRestrictions: () => [
    [{ state: 'UT', productIds: [product.id] }, 'guest'],
    [{ state: 'ZZ' }, 'guest'],
  ],
  Cart: () => [
    [{}, 'guest'],
    [{}, 'customer'],
  ],
  Orders: () => [
    [{ page: 1, pageSize: 10 }, 'customer'],
    [{ search: 'ESI', page: 0 }, 'customer'],
    [{}, 'guest'],
  ],
  Order: () => [
    [{ orderNumber: 'ESI-999999' }, 'customer'],
    [{ orderNumber: 'ESI-100001' }, 'guest'],
  ],
  OrderPage: () => [[{ orderNumber: 'nonsense' }, 'customer']],
  ChangePassword: () => [
    [{ input: { currentPassword: 'not the password', newPassword: 'another horse 2' } }, 'customer'],
    [{ input: { currentPassword: 'x', newPassword: 'short' } }, 'customer'],
    [{ input: { currentPassword: 'x', newPassword: 'another horse 2' } }, 'guest'],
  ],
  DeleteShippingAddress: () => [
    [{ id: '999999' }, 'customer'],
    [{ id: addressId }, 'guest'],
  ],
  LogIn: () => [
    [{ input: { email: 'nobody.here@example.com', password: 'wrong password 1' } }, 'guest'],
    [{ input: { email: 'not an address', password: '' } }, 'guest'],
  ],
  LogOut: () => [[{}, 'guest']],
  RequestPasswordRecovery: () => [
    [{ email: 'nobody.here@example.com' }, 'guest'],
    [{ email: 'not an address' }, 'guest'],
  ],
  RequestSignUpCode: () => [[{ email: 'not an address' }, 'guest']],
  ResetPassword: () => [
    [{ input: { email: 'nobody.here@example.com', code: '000000', newPassword: 'another horse 2' } }, 'guest'],
  ],
  SignUp: () => [
    [
      {
        input: {
          email: 'nobody.here@example.com',
          password: 'correct horse 1',
          code: '000000',
          firstName: 'Ada',
          lastName: 'Lovelace',
          dateOfBirth: '2015-01-01',
        },
      },
      'guest',
    ],
  ],
  SaveShippingAddress: () => [
    [{ input: ARIZONA }, 'customer'],
    [{ input: { ...ARIZONA, zipcode: '1' }, id: addressId }, 'customer'],
    [{ input: ARIZONA }, 'guest'],
  ],
  SetDefaultShippingAddress: () => [
    [{ id: addressId }, 'customer'],
    [{ id: '999999' }, 'customer'],
  ],
  UpdateProfile: () => [
    [{ input: { firstName: 'Ada', lastName: 'Lovelace', dateOfBirth: '1990-05-17' } }, 'customer'],
    [{ input: { firstName: '', lastName: 'Lovelace', dateOfBirth: 'yesterday' } }, 'customer'],
  ],
  AddToCart: () => [
    [{ productId: '999999999' }, 'guest'],
    [{ productId: product.id, quantity: 0 }, 'customer'],
  ],
  SetCartQuantity: () => [
    [{ productId: product.id, quantity: 2 }, 'customer'],
    [{ productId: product.id, quantity: 1000 }, 'customer'],
  ],
  RemoveFromCart: () => [[{ productId: '999999999' }, 'customer']],
  RegisterDevice: () => [
    [
      {
        input: {
          firstName: '',
          lastName: '',
          email: 'x',
          device: 'Toaster',
          lotNumber: '',
          purchaseDate: '2099-01-01',
          purchaseLocation: '',
          street: '',
          city: '',
          state: 'ZZ',
          zipcode: '1',
        },
      },
      'guest',
    ],
  ],
  SubscribeToNewsletter: () => [
    [{ email: 'news.reader@example.com' }, 'guest'],
    [{ email: 'nope' }, 'guest'],
  ],
  BuyAgain: () => [[{ orderNumber: 'ESI-999999' }, 'customer']],
  // Last: the same idempotency key answers the first order again; the cart is empty afterwards.
  PlaceOrder: () => [
    [{ input: { idempotencyKey: 'compiled-execution-1', shippingAddressId: addressId } }, 'customer'],
    [{ input: { idempotencyKey: 'compiled-execution-2' } }, 'guest'],
  ],
};

beforeAll(async () => {
  const { app, url } = suite.testApp;
  schema = await buildAppSchema(createResolvers(app.services));
  compiled = compiledExecution(schema);
  const api = new GraphQLClient(url);
  await signUpCustomer(api, app.database.url);
  sessionCookie = api.cookie(SESSION_COOKIE)!;
  product = await findProduct(app.database.url, 'p.price_cents BETWEEN 500 AND 2000 AND t.name IS NULL');
  const saved = await api.data(generated.SaveShippingAddressDocument, { input: ARIZONA });
  if (saved.saveShippingAddress.__typename !== 'ShippingAddress') throw new Error('address refused');
  addressId = saved.saveShippingAddress.id;
  await api.data(generated.AddToCartDocument, { productId: product.id });
});

describe('compiled execution (graphql-jit) against graphql-js', () => {
  it('has realistic variables for every operation of the web app', () => {
    expect([...operations.keys()].sort()).toEqual(Object.keys(CASES).sort());
  });

  it('compiles every operation of the web app (none falls back to the standard executor)', () => {
    for (const [name, document] of operations) {
      expect([name, isCompiledQuery(compileQuery(schema, document, name))]).toEqual([name, true]);
    }
  });

  it.each(Object.keys(CASES))('answers %s as graphql-js does, errors included', async (name) => {
    for (const [variables, who] of CASES[name]!()) await expectSame(name, variables, who);
  });

  it('answers with data where data is expected (the comparisons above are not all errors)', async () => {
    const search = await expectSame('SearchProducts', { input: { page: 1, pageSize: 30 } }, 'guest');
    expect((search.data as generated.SearchProductsQuery).searchProducts.products).toHaveLength(30);
    const placed = await expectSame('Orders', { page: 1, pageSize: 10 }, 'customer');
    expect((placed.data as generated.OrdersQuery).orders.orders).toHaveLength(1);
  });

  it('words refused variables exactly as graphql-js does', async () => {
    const result = await expectSame('SearchProducts', { input: { page: 'two' } }, 'guest');
    expect(result.errors?.[0]?.message).toBe(
      'Variable "$input" got invalid value "two" at "input.page"; Int cannot represent non-integer value: "two"',
    );
  });

  it('answers introspection, __typename and aliases as graphql-js does', async () => {
    const introspection = parse(getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true }));
    const adhoc = parse(`query Adhoc { __typename first: menuGroups { name } again: usStates { code __typename } }`);
    for (const document of [introspection, adhoc]) {
      const fromCompiled = await run('compiled', document, {}, 'guest');
      expect(fromCompiled).toEqual(await run('reference', document, {}, 'guest'));
      expect(fromCompiled.errors).toBeUndefined();
    }
  });

  it('places errors in a parsed document as graphql-js does', async () => {
    const document = parse(`query Mixed {
      usStates { code }
      orders(page: 0) { total }
      me { id }
      shippingAddresses { id }
    }`);
    const fromCompiled = await run('compiled', document, {}, 'guest');
    expect(observable(fromCompiled)).toEqual(observable(await run('reference', document, {}, 'guest')));
    expect(fromCompiled.errors?.length).toBeGreaterThan(0);
    for (const error of fromCompiled.errors ?? []) expect(error.locations).toHaveLength(1);
  });

  it('keeps at most the given number of compiled documents', async () => {
    const small = compiledExecution(schema, 2);
    for (const field of ['menuGroups { name }', 'usStates { code }', 'deviceOptions']) {
      const document = parse(`{ ${field} }`);
      const query = print(document);
      const queryHash = createHash('sha256').update(query).digest('hex');
      const request = { query };
      await small.executor({ document, request, context: contextFor('guest'), queryHash } as unknown as RequestContext);
    }
    expect(small.size()).toBe(2);
  });
});
