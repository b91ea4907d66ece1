import { CategoryIndexDocument } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await startTestApp();
});
afterAll(() => testApp.stop());

describe('category index', () => {
  it('lists every top-level category once, in display order, with its subcategories', async () => {
    const { categoryIndex } = await new GraphQLClient(testApp.url).data(CategoryIndexDocument);
    const names = categoryIndex.map((entry) => entry.name);
    expect(names[0]).toBe('Vapes');
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['Pipes & Glass', 'Knives', 'Hats', 'Candies', 'Medicines']));
    const glass = categoryIndex.find((entry) => entry.name === 'Pipes & Glass');
    expect(glass).toMatchObject({
      label: 'Glass',
      children: expect.arrayContaining([{ __typename: 'CategoryIndexItem', name: 'Oil Burner', label: 'Oil Burner' }]),
    });
    const vapes = categoryIndex.find((entry) => entry.name === 'Vapes');
    expect(vapes?.children.map((child) => child.name)).toEqual(
      expect.arrayContaining(['ORION BAR P10000', 'Nicotine Salt']),
    );
    expect(categoryIndex.find((entry) => entry.name === 'Knives')?.children).toEqual([]);
  });
});
