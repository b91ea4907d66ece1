import { paths } from '../../config/paths';

/**
 * The paths of the listing pages, apart from their content (listing-config.ts) so the route table can
 * name them without putting the pages' texts in the home page's bundle.
 */
export const LISTING_PATHS = {
  catNixodine: paths.catNixodine(),
  catDisposables: paths.catDisposables(),
  catVaporizers: paths.catVaporizers(),
  catVapejuice: paths.catVapejuice(),
  catPouches: paths.catPouches(),
  glassesAndBong: paths.glassesAndBong(),
  knivesAndHats: paths.knivesAndHats(),
  mobileAccessories: paths.mobileAccessories(),
  medicines: paths.medicines(),
  catCandies: paths.catCandies(),
  catRollingPaper: paths.catRollingPaper(),
  catTorchLighters: paths.catTorchLighters(),
  catApparel: paths.catApparel(),
  allProducts: paths.allProducts(),
} as const;

export type ListingKey = keyof typeof LISTING_PATHS;
