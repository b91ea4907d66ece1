/** Static customer reviews for the home page (spec section 2); ratings run from 1 to 5 stars. */
export interface Testimonial {
  id: string;
  name: string;
  place: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    id: 'marcus',
    name: 'Marcus T.',
    place: 'Phoenix, AZ',
    rating: 5,
    text: 'Great prices and my order showed up in two days. The flavor selection is the best I have found online.',
  },
  {
    id: 'dana',
    name: 'Dana R.',
    place: 'Tempe, AZ',
    rating: 5,
    text: 'Customer service helped me pick the right pod kit for me. Friendly and quick to answer.',
  },
  {
    id: 'luis',
    name: 'Luis G.',
    place: 'Mesa, AZ',
    rating: 4,
    text: 'Free shipping over $89.99 is easy to hit with a few bundles. Packaging was discreet and solid.',
  },
];

export const MAX_RATING = 5;
