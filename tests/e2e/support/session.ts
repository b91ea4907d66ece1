import { print } from 'graphql';
import type { Page } from 'playwright-core';
import {
  AddToCartDocument,
  RequestSignUpCodeDocument,
  SearchProductsDocument,
  SignUpDocument,
} from '../../../web/src/graphql/__generated__/graphql';

/** The newest code mailed to an address, from the dev mailbox the test app serves. */
export async function mailedCode(page: Page, email: string): Promise<string> {
  const html = await (await page.request.get('/dev/mailbox')).text();
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const code = new RegExp(`data-recipient="${escaped}"[\\s\\S]*?code is (\\d{6})`).exec(html)?.[1];
  if (!code) throw new Error(`no code was mailed to ${email}`);
  return code;
}

/** A GraphQL call in the page's browser context, so the cookies it sets (session, guest cart) belong to the page. */
export async function pageGraphql<T = Record<string, unknown>>(
  page: Page,
  document: Parameters<typeof print>[0],
  variables: object = {},
): Promise<{ data?: T; errors?: unknown[] }> {
  const response = await page.request.post('/graphql', { data: { query: print(document), variables } });
  return (await response.json()) as { data?: T; errors?: unknown[] };
}

/**
 * Logs the page's browser context in as a new adult customer, through the API. The last name chooses the
 * age-verification sandbox's answer (Underage, Nomatch, Review); any other passes.
 */
export async function logInNewCustomer(page: Page, prefix = 'routes', lastName = 'Routes'): Promise<string> {
  const email = `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await pageGraphql(page, RequestSignUpCodeDocument, { email });
  const code = await mailedCode(page, email);
  const result = await pageGraphql<{ signUp?: { __typename: string } }>(page, SignUpDocument, {
    input: {
      email,
      code,
      password: 'correct horse 1',
      firstName: 'Ada',
      lastName,
      dateOfBirth: '1980-01-02',
    },
  });
  if (result.data?.signUp?.__typename !== 'AuthSuccess') {
    throw new Error(`sign-up refused: ${JSON.stringify(result)}`);
  }
  return email;
}

/** Puts the first `count` (at most 3) vapes of the catalogue in the page's cart (a guest's or the customer's). */
export async function fillCart(page: Page, count: number): Promise<void> {
  const search = await pageGraphql<{ searchProducts: { products: { id: string }[] } }>(page, SearchProductsDocument, {
    input: { page: 1, pageSize: 3, category: 'Vapes' },
  });
  const products = search.data?.searchProducts.products ?? [];
  expect(products.length).toBeGreaterThanOrEqual(count);
  for (const product of products.slice(0, count)) {
    expect(await pageGraphql(page, AddToCartDocument, { productId: product.id, quantity: 1 })).not.toHaveProperty(
      'errors',
    );
  }
}
