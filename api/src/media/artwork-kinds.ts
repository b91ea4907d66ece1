/** What a product is, as its artwork draws it: one drawing per kind (artwork-drawings.ts). */
export const ARTWORK_KINDS = [
  'disposable',
  'pod-kit',
  'box-mod',
  'e-liquid',
  'pods',
  'bundle',
  'vaporizer',
  'glass-pipe',
  'bong',
  'grinder',
  'scale',
  'papers',
  'torch',
  'aerosol',
  'knife',
  'shirt',
  'socks',
  'hat',
  'candy',
  'pouches',
  'battery',
  'charger',
  'phone-case',
  'incense',
  'tube',
  'medicine',
  'gift',
  'generic',
] as const;
export type ArtworkKind = (typeof ARTWORK_KINDS)[number];

/**
 * Kinds by category slug, leaf or top level. A subcategory is looked up before its category, so a top
 * level entry covers the leaves it does not name (every disposable line falls to `vapes`).
 */
const KIND_BY_CATEGORY: Readonly<Record<string, ArtworkKind>> = {
  vapes: 'disposable',
  'aegis-kits': 'box-mod',
  'pod-mod-kits': 'pod-kit',
  'freebase-e-liquid': 'e-liquid',
  'nicotine-salt': 'e-liquid',
  'replacement-pods': 'pods',
  'vape-bundles': 'bundle',
  'dab-herb-vaporizers': 'vaporizer',
  glass: 'bong',
  'glass-pipes': 'glass-pipe',
  'oil-burner': 'glass-pipe',
  bongs: 'bong',
  'smoke-accessories': 'grinder',
  scales: 'scale',
  'crush-grinders': 'grinder',
  knives: 'knife',
  hats: 'hat',
  caps: 'hat',
  candies: 'candy',
  'nicotine-pouches': 'pouches',
  'air-fresheners-and-incense': 'incense',
  'odor-eliminators': 'aerosol',
  adults: 'gift',
  'intimate-wellness': 'tube',
  'rolling-paper': 'papers',
  duracell: 'battery',
  'personal-hygiene': 'tube',
  deodorant: 'aerosol',
  'cell-phone-accessories': 'charger',
  'phone-cases': 'phone-case',
  'torch-lighters': 'torch',
  'butane-refills': 'aerosol',
  apparel: 'shirt',
  socks: 'socks',
  medicines: 'medicine',
};

/** For a product whose categories name no kind (a category the shop added later). */
const KIND_BY_PRODUCT_TYPE: Readonly<Record<string, ArtworkKind>> = {
  'Disposable Vape': 'disposable',
  'Clearance Vapes': 'disposable',
  'Vape Juice': 'e-liquid',
  'Vape Kits': 'pod-kit',
  'Replacement Pods': 'pods',
  'Vape Bundles': 'bundle',
  '420 Hardware': 'vaporizer',
};

export interface KindKeys {
  categorySlug: string;
  subcategorySlug: string | null;
  productType: string | null;
}

export function productKind({ categorySlug, subcategorySlug, productType }: KindKeys): ArtworkKind {
  return (
    (subcategorySlug === null ? undefined : KIND_BY_CATEGORY[subcategorySlug]) ??
    KIND_BY_CATEGORY[categorySlug] ??
    (productType === null ? undefined : KIND_BY_PRODUCT_TYPE[productType]) ??
    'generic'
  );
}

/** A category's icon: its own kind, else its parent's. */
export function categoryKind(slug: string, parentSlug: string | null): ArtworkKind {
  return KIND_BY_CATEGORY[slug] ?? (parentSlug === null ? undefined : KIND_BY_CATEGORY[parentSlug]) ?? 'generic';
}
