import type { LegacyCall } from '../legacy-types';
import { legacyProduct } from '../legacy-shapes';

/** The one category the old home page asks tabs for. */
const VAPES = 'vapes';

/** Call 2: one single-key object per vape-kit tab, mapping its name to its products. */
export const vapeTabsCall: LegacyCall = async ({ fields }, { catalog }) => {
  if (fields.required('category').trim().toLowerCase() !== VAPES) return { body: { Category: [] } };
  const tabs = await catalog.vapeKitTabs();
  return { body: { Category: tabs.map((tab) => ({ [tab.name]: tab.products.map(legacyProduct) })) } };
};
