import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeaderSearch } from '../../web/src/components/layout/header-search';
import { searchSuggestionsMock } from './fixtures';
import { renderWithProviders } from './render';

function renderSearch(seen: string[] = []) {
  const view = renderWithProviders(<HeaderSearch />, { mocks: [searchSuggestionsMock(seen)] });
  const box = screen.getByRole('combobox', { name: 'Search products' }) as HTMLInputElement;
  return { ...view, box, seen };
}

/** The list the box controls (found by id: an empty, hidden list has no role to find it by). */
const listbox = () =>
  document.getElementById(screen.getByRole('combobox').getAttribute('aria-controls') ?? '') as HTMLElement;
const options = () => within(listbox()).queryAllByRole('option', { hidden: true });
const status = () => screen.getByRole('status');

/** Types `text` and waits for its suggestions (asked after a pause) to be announced. */
async function typeAndWait(box: HTMLElement, text: string) {
  await userEvent.type(box, text);
  await waitFor(() => expect(status().textContent).not.toBe(''));
}

describe('HeaderSearch type-ahead', () => {
  it('is a combobox that controls a list of suggestions, closed at first', () => {
    const { box } = renderSearch();
    expect(box.getAttribute('aria-autocomplete')).toBe('list');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().getAttribute('role')).toBe('listbox');
    expect(listbox().getAttribute('aria-label')).toBe('Suggestions');
    expect(listbox().hidden).toBe(true);
  });

  it('asks from the second character, once the shopper pauses, and announces how many it found', async () => {
    const { box, seen } = renderSearch();
    await userEvent.type(box, 'g');
    // A pause past the debounce: its timer settles the value, and no question goes for one letter.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(seen).toEqual([]);
    await typeAndWait(box, 'eek');
    expect(seen).toEqual(['geek']);
    expect(status().textContent).toBe('3 suggestions. Use the up and down arrows to choose.');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(options().map((o) => o.textContent)).toEqual([
      'Geek BarBrand',
      'Geek Bar Pulse 25000In Vapes',
      'Geek Bar Pulse 25000 Cool Mint$19.99',
    ]);
    expect(within(options()[2]!).getByRole('presentation', { hidden: true }).getAttribute('src')).toBe(
      '/media/products/p-7.svg',
    );
  });

  it('moves with the arrow keys (wrapping around) and opens the highlighted one with Enter', async () => {
    const { box, url } = renderSearch();
    await typeAndWait(box, 'ge');
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(url()).toBe('/SearchProduct/Vapes/Geek%20Bar%20Pulse%2025000');
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a brand’s products filtered by it', async () => {
    const { box, url } = renderSearch();
    await typeAndWait(box, 'ge');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(url()).toBe('/SearchProduct/?brand=Geek%20Bar');
  });

  it('closes with Escape; Enter with nothing highlighted runs the full search', async () => {
    const { box, url } = renderSearch();
    await typeAndWait(box, 'ge');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(box.value).toBe('ge');
    await userEvent.keyboard('{Enter}');
    expect(url()).toBe('/SearchProduct/search/ge');
  });

  it('highlights on hover and opens the product page of the product clicked', async () => {
    const { box, url } = renderSearch();
    await typeAndWait(box, 'ge');
    await userEvent.hover(options()[2]!);
    expect(options()[2]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(options()[2]!);
    expect(url()).toBe('/products/geek-bar-pulse-25000-cool-mint');
  });

  it('says when nothing is suggested, and shows no list', async () => {
    const { box } = renderSearch();
    await typeAndWait(box, 'zz');
    expect(status().textContent).toBe('No suggestions.');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(listbox().hidden).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
  });

  it('closes when the box loses focus', async () => {
    const { box } = renderSearch();
    await typeAndWait(box, 'ge');
    await userEvent.tab();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });
});
