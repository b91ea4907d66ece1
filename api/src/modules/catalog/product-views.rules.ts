import { type ArtworkSubject, type ProductView, artworkUrl } from '../../media/product-artwork';
import { PICTURE_SIZE } from '../../media/svg-images';
import type { ProductImage } from './product.type';

const picture = (url: string, alt: string): ProductImage => ({ url, alt, width: PICTURE_SIZE, height: PICTURE_SIZE });

const ALTS: Readonly<Record<ProductView | 'product', (subject: ArtworkSubject) => string>> = {
  product: (s) => s.name,
  pack: (s) => `${s.name}, in its pack`,
  flavor: (s) => `${s.flavor ?? ''} flavour of ${s.name}`,
};

/**
 * The product page's pictures, the main one first: the shop's photograph when it has one, else the
 * drawings of the product, its pack and (when flavoured) its flavour, each at a URL versioned by its content.
 */
export function galleryOf(image: string, imageUrl: string | null, subject: ArtworkSubject): ProductImage[] {
  if (imageUrl !== null) return [picture(imageUrl, subject.name)];
  const views: (ProductView | null)[] = [null, 'pack', 'flavor'];
  return views.flatMap((view) => {
    const url = artworkUrl(image, subject, view);
    return url === null ? [] : [picture(url, ALTS[view ?? 'product'](subject))];
  });
}
