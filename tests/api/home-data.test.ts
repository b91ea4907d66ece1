import { HomePageDocument, MenuGroupsDocument } from '../../web/src/graphql/__generated__/graphql';
import { GraphQLClient } from '../support/graphql-client';
import { type TestApp, startTestApp } from '../support/test-app';

let testApp: TestApp;
let api: GraphQLClient;

beforeAll(async () => {
  testApp = await startTestApp();
  api = new GraphQLClient(testApp.url);
});
afterAll(() => testApp.stop());

describe('home page data', () => {
  it('serves the three card groups, with Pipes & Glass labelled Glass among the others', async () => {
    const home = await api.data(HomePageDocument);
    expect(home.topVapes.length).toBeGreaterThan(0);
    expect(home.topSelling.length).toBeGreaterThan(0);
    expect(home.topVapes.every((card) => card.parent === 'Vapes')).toBe(true);
    expect(home.others).toContainEqual(expect.objectContaining({ name: 'Pipes & Glass', label: 'Glass' }));
  });

  it('leaves pic empty on a card without a picture so the client shows default.jpg', async () => {
    const home = await api.data(HomePageDocument);
    expect(home.topVapes.some((card) => card.pic === null)).toBe(true);
  });

  it('serves the vape-kit tabs, the first with more than 12 products and another with 12 or fewer', async () => {
    const { vapeKitTabs } = await api.data(HomePageDocument);
    expect(vapeKitTabs[0]!.products.length).toBeGreaterThan(12);
    expect(vapeKitTabs.some((tab) => tab.products.length <= 12)).toBe(true);
  });

  it('serves the header menu groups with the 17 vape lines', async () => {
    const { menuGroups } = await api.data(MenuGroupsDocument);
    expect(menuGroups.map((g) => g.name)).toEqual(['All Categories', 'Vapes', 'Pipes & Glass', 'Smoke Accessories']);
    const vapes = menuGroups.find((g) => g.name === 'Vapes')!;
    expect(vapes.items).toHaveLength(17);
    expect(vapes.items.map((i) => i.name)).toEqual(
      expect.arrayContaining([
        'Geek Bar Pulse 25000',
        'Solaris 25000',
        'Pillow Talk 40K',
        'ORION BAR P10000',
        'NORTH P5000',
      ]),
    );
    expect(menuGroups[0]!.items.map((i) => i.name)).toEqual([
      'Candies',
      'Nicotine Pouches',
      'Caps',
      'Air Fresheners and Incense',
      'Adults',
      'Rolling Paper',
      'Duracell',
      'Personal Hygiene',
      'Cell Phone Accessories',
      'Torch Lighters',
      'Apparel',
    ]);
  });

  it('serves every product and category picture it links to', async () => {
    const home = await api.data(HomePageDocument);
    const urls = [
      ...home.topVapes.map((c) => c.pic ?? '/media/default.jpg'),
      home.vapeKitTabs[0]!.products[0]!.image,
      '/media/default.jpg',
    ];
    for (const url of urls) {
      const response = await fetch(testApp.url + url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toContain('<svg');
    }
    expect((await fetch(testApp.url + '/media/products/p-999999.svg')).status).toBe(404);
  });
});
