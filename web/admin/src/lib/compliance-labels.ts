import type { CharacterizingFlavour, EndsKind, FdaMarketingStatus } from '../graphql/__generated__/graphql';

/** The compliance vocabulary as staff read it, for the product editor and the state rules alike. */
export const ENDS_KIND_LABELS: Record<EndsKind, string> = {
  CLOSED_SYSTEM: 'Closed system (prefilled cartridge or pod)',
  DISPOSABLE: 'Disposable',
  OPEN_SYSTEM: 'Open system (refillable device or kit)',
  E_LIQUID: 'E-liquid',
  PART: 'Part or accessory',
  NON_NICOTINE: 'Non-nicotine vapour product',
};

export const FLAVOUR_LABELS: Record<CharacterizingFlavour, string> = {
  TOBACCO: 'Tobacco',
  MENTHOL: 'Menthol',
  MINT: 'Mint',
  COOLING: 'Cooling (“ice”)',
  OTHER: 'Other flavour',
  NONE: 'None',
};

export const FDA_STATUS_LABELS: Record<FdaMarketingStatus, string> = {
  AUTHORIZED: 'FDA authorized',
  PMTA_PENDING: 'PMTA pending',
  NONE: 'None',
};
