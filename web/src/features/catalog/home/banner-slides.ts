/** The four slides of the home banner; their pictures are drawn in CSS and SVG (no image requests). */
export interface BannerSlide {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  cta: string;
  theme: 'violet' | 'sunset' | 'ocean' | 'lime';
}

export const BANNER_SLIDES: readonly BannerSlide[] = [
  {
    id: 'sale',
    eyebrow: 'This week only',
    title: '20% OFF',
    text: 'Top disposable vapes, while stocks last.',
    cta: 'Shop the sale',
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

/** Spec section 9: the banner advances every 3000 ms. */
export const BANNER_INTERVAL_MS = 3000;
