import { categoryKind } from './artwork-kinds';
import { contentVersion } from './product-artwork';
import { categorySvg } from './svg-images';

export interface PictureCategory {
  name: string;
  slug: string;
  pic: string | null;
}

/** A category's picture URL: our drawing gets the hash of its content as `?v=`, any other URL stays. */
export function categoryPictureUrl(category: PictureCategory, parentSlug: string | null): string | null {
  const { name, slug, pic } = category;
  if (pic !== `/media/categories/${slug}.svg`) return pic;
  return `${pic}?v=${contentVersion(categorySvg(slug, name, categoryKind(slug, parentSlug)))}`;
}
