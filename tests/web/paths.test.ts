import { parseProductList } from '../../web/src/components/product-list/product-list-params';
import { paths } from '../../web/src/config/paths';
import { formatMoney } from '../../web/src/lib/format-money';

describe('paths.search', () => {
  it('builds the legacy /SearchProduct shapes', () => {
    expect(paths.search()).toBe('/SearchProduct/');
    expect(paths.search({ category: 'Knives' })).toBe('/SearchProduct/Knives');
    expect(paths.search({ category: 'Vapes', subcategory: 'Geek Bar Pulse 25000' })).toBe(
      '/SearchProduct/Vapes/Geek%20Bar%20Pulse%2025000',
    );
    expect(paths.search({ text: 'mint ice' })).toBe('/SearchProduct/search/mint%20ice');
  });

  it('keeps "&" readable and uses it when an item has no category', () => {
    expect(paths.search({ category: '&', subcategory: 'Candies' })).toBe('/SearchProduct/&/Candies');
    expect(paths.search({ subcategory: 'Candies' })).toBe('/SearchProduct/&/Candies');
    expect(paths.search({ category: 'Pipes & Glass', subcategory: 'Glass' })).toBe(
      '/SearchProduct/Pipes%20&%20Glass/Glass',
    );
  });

  it('encodes the characters that would break a path', () => {
    expect(paths.search({ text: 'a/b?c#d%' })).toBe('/SearchProduct/search/a%2Fb%3Fc%23d%25');
  });
});

describe('paths.product and paths.brand', () => {
  it('puts a product page under /products/{slug}', () => {
    expect(paths.product('geek-bar-pulse-25000-blue-razz-ice-50mg')).toBe(
      '/products/geek-bar-pulse-25000-blue-razz-ice-50mg',
    );
    expect(paths.product('a/b')).toBe('/products/a%2Fb');
  });

  it('lists a brand through the product list filter the list itself reads', () => {
    const url = new URL(paths.brand('Storz & Bickel'), 'http://shop.test');
    expect(url.pathname).toBe('/SearchProduct/');
    const state = parseProductList({}, url.searchParams, { sizes: [30], defaultSize: 30 });
    expect(state.brands).toEqual(['Storz & Bickel']);
    expect(state.filtered).toBe(true);
  });
});

describe('formatMoney', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatMoney(1299)).toBe('$12.99');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(8999)).toBe('$89.99');
    expect(formatMoney(123456)).toBe('$1,234.56');
  });
});
