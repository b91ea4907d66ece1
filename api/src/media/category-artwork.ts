import { categoryKind } from './artwork-kinds';
import { DrawingVersions } from './drawing-versions';
import { contentVersion } from './product-artwork';
import { categorySvg } from './svg-images';

const CATEGORY_PICTURE_URLS = new DrawingVersions(5_000);

export interface PictureCategory {
  name: string;
  slug: string;
  pic: string | null;
}

/** A category's picture URL: our drawing gets the hash of its content as `?v=`, any other URL stays. */
export function categoryPictureUrl(category: PictureCategory, parentSlug: string | null): string | null {
  const { name, slug, pic } = category;
  if (pic !== `/media/categories/${slug}.svg`) return pic;
  return CATEGORY_PICTURE_URLS.urlOf(
    JSON.stringify([slug, name, parentSlug]),
    () => `${pic}?v=${contentVersion(categorySvg(slug, name, categoryKind(slug, parentSlug)))}`,
  );
}
