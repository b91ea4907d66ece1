import { HomeGroup } from '../../modules/catalog/home.types';
import { DEFAULT_IMAGE } from '../../media/media.handler';
import type { LegacyCall } from '../legacy-types';

const GROUPS: readonly HomeGroup[] = Object.values(HomeGroup);

/** Call 1: the home-page cards of a group; "Others" names its cards `category`, the rest `subcategory`. */
export const categoriesCall: LegacyCall = async ({ fields }, { catalog }) => {
  const wanted = fields.required('category').trim().toLowerCase();
  const group = GROUPS.find((g) => g.toLowerCase() === wanted);
  if (!group) return { body: { Category: [] } };
  const key = group === HomeGroup.OTHERS ? 'category' : 'subcategory';
  const cards = await catalog.categoryCards(group);
  return { body: { Category: cards.map((card) => ({ [key]: card.name, pic: card.pic ?? DEFAULT_IMAGE })) } };
};
