import {
  ApplyPromotionCodeDocument,
  ServiceDiscountDocument,
  StartServiceVerificationDocument,
  VerifyServiceStatusDocument,
} from '../../web/src/graphql/__generated__/graphql';
import type { GraphQLClient } from '../support/graphql-client';
import { signedInShoppers } from '../support/shoppers';
import { useSuiteApp } from '../support/suite-app';

const suite = useSuiteApp({ AFFILIATION_PROVIDER: 'idme-sandbox' });

type Identity = 'military' | 'responder' | 'ineligible' | 'document' | 'cancel';

async function customer(): Promise<{ api: GraphQLClient; id: string }> {
  const [shopper] = await signedInShoppers(suite, 1);
  return shopper!;
}

async function start(api: GraphQLClient, group = 'military'): Promise<string> {
  const answer = (await api.data(StartServiceVerificationDocument, { input: { group } })).startServiceVerification;
  if (answer.__typename !== 'ServiceVerificationStart') throw new Error(JSON.stringify(answer));
  return answer.url;
}

/** At the sandbox's sign-in page, as the customer: picks the identity and follows it to the shop's callback URL. */
async function atIdMe(authorizeUrl: string, identity: Identity): Promise<URL> {
  const page = await (await fetch(authorizeUrl)).text();
  const link = new RegExp(`href="([^"]*identity=${identity})"`).exec(page)?.[1]?.replaceAll('&amp;', '&');
  if (!link) throw new Error(`no ${identity} on the sandbox's page`);
  let next = new URL(link, authorizeUrl);
  if (identity === 'document') {
    const upload = await (await fetch(next)).text();
    next = new URL(/href="([^"]*uploaded=yes)"/.exec(upload)![1]!.replaceAll('&amp;', '&'), authorizeUrl);
  }
  const back = await fetch(next, { redirect: 'manual' });
  expect(back.status).toBe(303);
  return new URL(back.headers.get('location')!);
}

/** The browser back at the shop with its cookie: the page's word for how it went. */
async function callback(api: GraphQLClient, url: URL): Promise<string | null> {
  const answer = await fetch(url, { redirect: 'manual', headers: api.cookieHeader() });
  expect(answer.status).toBe(303);
  const location = new URL(answer.headers.get('location')!, suite.testApp.url);
  expect(location.pathname).toBe('/Military');
  return location.searchParams.get('verification');
}

async function verifyAs(api: GraphQLClient, identity: Identity, group = 'military'): Promise<string | null> {
  return callback(api, await atIdMe(await start(api, group), identity));
}

const discount = async (api: GraphQLClient) => (await api.data(ServiceDiscountDocument)).serviceDiscount;

describe('verification with ID.me (AFFILIATION_PROVIDER=idme-sandbox)', () => {
  it("sends the customer to ID.me's authorize page with the group's scope, the shop's callback and a state", async () => {
    const { api } = await customer();
    expect(await discount(api)).toMatchObject({ available: true, flow: 'REDIRECT' });
    const url = new URL(await start(api, 'first responder'));
    expect(url.origin).toBe(suite.testApp.app.idMeSandbox!.url);
    expect(url.pathname).toBe('/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: suite.testApp.app.idMeSandbox!.settings.clientId,
      redirect_uri: `${suite.testApp.url}/Military/idme/callback`,
      response_type: 'code',
      scope: 'first_responder',
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(url.toString()).not.toContain(suite.testApp.app.idMeSandbox!.settings.clientSecret);
  });

  it('gives a verified service member a code for 25% off, shown on the page and mailed, keeping only group and day', async () => {
    const { api, id } = await customer();
    expect(await verifyAs(api, 'military')).toBe('verified');
    const status = await discount(api);
    expect(status).toMatchObject({ group: 'military', todaysCodeUsed: false });
    expect(status.todaysCode).toMatch(/^SVC-[A-Z0-9]{12}$/);
    const { rows: mails } = await suite.db.query(
      `SELECT body FROM outgoing_mail WHERE recipient = (SELECT email FROM customer WHERE id = $1)`,
      [id],
    );
    expect(mails).toEqual([{ body: expect.stringContaining(`Your discount code is ${status.todaysCode}`) }]);
    // The state is gone with its use: nothing of the visit stays.
    const { rows } = await suite.db.query(`SELECT 1 FROM affiliation_verification WHERE customer_id = $1`, [id]);
    expect(rows).toEqual([]);
  });

  it('verifies a first responder, and one who needed a document once it is uploaded', async () => {
    const responder = await customer();
    expect(await verifyAs(responder.api, 'responder', 'first responder')).toBe('verified');
    expect(await discount(responder.api)).toMatchObject({ group: 'first responder', todaysCode: expect.any(String) });
    const veteran = await customer();
    expect(await verifyAs(veteran.api, 'document')).toBe('verified');
    expect(await discount(veteran.api)).toMatchObject({ group: 'military', todaysCode: expect.any(String) });
  });

  it('gives nothing to a customer ID.me does not verify in the group asked, nor to one who cancels there', async () => {
    const { api, id } = await customer();
    expect(await verifyAs(api, 'ineligible')).toBe('not-eligible');
    // Verified military, asking as a first responder: not this group.
    expect(await verifyAs(api, 'military', 'first responder')).toBe('not-eligible');
    expect(await verifyAs(api, 'cancel')).toBe('cancelled');
    expect(await discount(api)).toMatchObject({ group: null, todaysCode: null });
    const { rows } = await suite.db.query(`SELECT 1 FROM affiliation_code WHERE customer_id = $1`, [id]);
    expect(rows).toEqual([]);
  });

  it('refuses a forged, reused, expired or borrowed state before asking ID.me', async () => {
    const { api, id } = await customer();
    const back = await atIdMe(await start(api), 'military');

    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state');
    expect(await callback(api, forged)).toBe('expired');
    const missing = new URL(back);
    missing.searchParams.delete('state');
    expect(await callback(api, missing)).toBe('expired');

    // Another customer's browser with this customer's answer.
    const other = await customer();
    expect(await callback(other.api, back)).toBe('expired');
    expect(await discount(other.api)).toMatchObject({ group: null, todaysCode: null });

    // Signed out: nothing is taken.
    const signedOut = await fetch(back, { redirect: 'manual' });
    expect(new URL(signedOut.headers.get('location')!, suite.testApp.url).search).toBe('?verification=signed-out');

    await suite.db.query(
      `UPDATE affiliation_verification SET created_at = now() - interval '16 minutes' WHERE customer_id = $1`,
      [id],
    );
    expect(await callback(api, back)).toBe('expired');
    expect(await discount(api)).toMatchObject({ todaysCode: null });

    const fresh = await atIdMe(await start(api), 'military');
    expect(await callback(api, fresh)).toBe('verified');
    const { todaysCode } = await discount(api);
    expect(await callback(api, fresh)).toBe('expired');
    expect((await discount(api)).todaysCode).toBe(todaysCode);
  });

  it('answers a missing, forged or used code and an error=access_denied in words, taking the state, minting nothing', async () => {
    // Five starts an hour per customer: two customers.
    const { api, id } = await customer();
    const second = await customer();
    const withCode = async (code: string | null, as = api) => {
      const back = await atIdMe(await start(as), 'military');
      if (code === null) back.searchParams.delete('code');
      else back.searchParams.set('code', code);
      const word = await callback(as, back);
      // The state went with its first use: the same answer again is refused before ID.me is asked.
      expect(await callback(as, back)).toBe('expired');
      return word;
    };
    expect(await withCode(null)).toBe('not-confirmed');
    expect(await withCode('forged-code')).toBe('not-confirmed');
    expect(await withCode('x'.repeat(501))).toBe('not-confirmed');
    // A code ID.me gave, with the customer's cancellation beside it: the cancellation wins.
    const cancelled = await atIdMe(await start(api), 'military');
    cancelled.searchParams.set('error', 'access_denied');
    expect(await callback(api, cancelled)).toBe('cancelled');

    // A code already exchanged (another visit's), under this visit's state.
    const used = await atIdMe(await start(second.api), 'ineligible');
    expect(await callback(second.api, used)).toBe('not-eligible');
    expect(await withCode(used.searchParams.get('code'), second.api)).toBe('not-confirmed');

    for (const who of [{ api, id }, second]) {
      expect(await discount(who.api)).toMatchObject({ group: null, todaysCode: null });
      const { rows } = await suite.db.query(`SELECT 1 FROM affiliation_code WHERE customer_id = $1`, [who.id]);
      expect(rows).toEqual([]);
      const { rows: mails } = await suite.db.query(
        `SELECT 1 FROM outgoing_mail WHERE recipient = (SELECT email FROM customer WHERE id = $1)`,
        [who.id],
      );
      expect(mails).toEqual([]);
    }
  });

  it('gives one code a day, good for its owner only', async () => {
    const { api } = await customer();
    expect(await verifyAs(api, 'military')).toBe('verified');
    const { todaysCode } = await discount(api);
    expect(
      (await api.data(StartServiceVerificationDocument, { input: { group: 'military' } })).startServiceVerification,
    ).toMatchObject({
      __typename: 'InputErrors',
      errors: [expect.objectContaining({ code: 'SERVICE_CODE_ALREADY_TODAY' })],
    });

    const other = await customer();
    const answer = (await other.api.data(ApplyPromotionCodeDocument, { code: todaysCode! })).applyPromotionCode;
    expect(answer).toMatchObject({
      __typename: 'InputErrors',
      errors: [expect.objectContaining({ code: 'PROMOTION_CODE_NOT_YOURS' })],
    });
  });

  it('says so when the discount ended while the customer was at ID.me: verified, no code', async () => {
    const { api } = await customer();
    const back = await atIdMe(await start(api, 'first responder'), 'responder');
    const { rows: ended } = await suite.db.query(
      `UPDATE promotion SET status = 'ended' WHERE customer_group = 'first responder' AND status = 'active' RETURNING id`,
    );
    expect(ended.length).toBeGreaterThan(0);
    try {
      expect(await callback(api, back)).toBe('ended');
      expect(await discount(api)).toMatchObject({ group: 'first responder', todaysCode: null });
    } finally {
      await suite.db.query(`UPDATE promotion SET status = 'active' WHERE id = ANY($1)`, [ended.map((r) => r.id)]);
    }
  });

  it('sends the customer back to the page in words, not a JSON 500, when the shop fails while finishing', async () => {
    const { api } = await customer();
    const back = await atIdMe(await start(api), 'military');
    const failing = jest
      .spyOn(suite.testApp.app.services.affiliation, 'finishRedirect')
      .mockRejectedValueOnce(new Error('the database went away'));
    try {
      expect(await callback(api, back)).toBe('failed');
    } finally {
      failing.mockRestore();
    }
  });

  it('refuses a group it does not know, and the claim form of the other flow', async () => {
    const { api } = await customer();
    expect(
      (await api.data(StartServiceVerificationDocument, { input: { group: 'nurse' } })).startServiceVerification,
    ).toMatchObject({
      __typename: 'InputErrors',
      errors: [expect.objectContaining({ field: 'status', message: 'Choose military or first responder.' })],
    });
    const claim = {
      status: 'ACTIVE_DUTY',
      organization: 'US Navy',
      firstName: 'G',
      lastName: 'H',
      birthDate: '1970-01-01',
    };
    const { errors } = await api.request(VerifyServiceStatusDocument, { input: claim });
    expect(errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) }),
    ]);
  });
});
