/** The four slides of the home banner; their pictures are drawn in CSS and SVG (no image requests). */
export interface BannerSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  theme: 'violet' | 'sunset' | 'ocean' | 'lime';
}

/** The slide that advertises the sale and leads to /Deals. */
export const SALE_SLIDE_ID = 'sale';

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: SALE_SLIDE_ID,
    eyebrow: 'Save up to',
    title: '20% OFF',
    text: 'Vapes and smoke-shop favourites on sale, while stocks last.',
    cta: 'Shop the deals',
    theme: 'violet',
  },
  {
    id: 'new',
    eyebrow: 'New arrivals',
    title: 'Up to 40K puffs',
    text: 'The latest long-lasting disposables have landed.',
    cta: 'Shop new vapes',
    theme: 'sunset',
  },
  {
    id: 'shipping',
    eyebrow: 'Fast & free',
    title: 'Free shipping',
    text: 'On every purchase above $89.99. Orders ship within 24-48 hours.',
    cta: 'Start shopping',
    theme: 'ocean',
  },
  {
    id: 'welcome',
    eyebrow: 'New here?',
    title: '$10 off',
    text: 'Your first purchase when you create a new account.',
    cta: 'Browse the shop',
    theme: 'lime',
  },
];

/**
 * The sale slide as the data has it: the largest saving on sale (the server's figure, so it is true of the
 * catalogue: 20% in the demo), the Deals page's words when nothing is on sale, and a blank while unknown.
 */
export function withSaleFigure(slide: BannerSlide, largestSavingPercent: number | null | undefined): BannerSlide {
  if (largestSavingPercent === undefined) return { ...slide, title: '\u00a0' };
  if (largestSavingPercent === null)
    return { ...slide, eyebrow: 'Deals', title: 'Coming soon', text: 'Stay tuned for amazing discounts and offers.' };
  return { ...slide, title: `${largestSavingPercent}% OFF` };
}

/** Spec section 9: the banner advances every 3000 ms. */
export const BANNER_INTERVAL_MS = 3000;
