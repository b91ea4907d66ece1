import type { ProductImage } from './product.type';

/** The pictures the media handler draws of a product besides the product itself: `{image}?view=pack`. */
export const PRODUCT_VIEWS = ['pack', 'flavor'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** The size the media handler draws every picture at (its SVGs say so too). */
const PICTURE_SIZE = 400;

const picture = (url: string, alt: string): ProductImage => ({ url, alt, width: PICTURE_SIZE, height: PICTURE_SIZE });

/** The product page's pictures: the product, its pack, and for a flavoured product a swatch of the flavour. */
export function galleryOf(product: { name: string; image: string; flavor: string | null }): ProductImage[] {
  const view = (name: ProductView) => `${product.image}?view=${name}`;
  return [
    picture(product.image, product.name),
    picture(view('pack'), `${product.name}, in its pack`),
    ...(product.flavor ? [picture(view('flavor'), `${product.flavor} flavour of ${product.name}`)] : []),
  ];
}
