/**
 * What state rules and excise taxes need to know of a product (issue 26, §1). Plain enums, free of decorators:
 * the checkout and the seed load this file. The values are the product table's.
 */

/** The kind of vapour product (ENDS, "electronic nicotine delivery system"); a product that is none has no kind. */
export enum EndsKind {
  /** A closed system: a cartridge or pod, sold alone or with its device. */
  CLOSED_SYSTEM = 'closed-system',
  DISPOSABLE = 'disposable',
  /** An open system: a refillable device or kit. */
  OPEN_SYSTEM = 'open-system',
  E_LIQUID = 'e-liquid',
  /** A part or accessory of a vapour product (coils, tanks, batteries): ENDS under the PACT Act too. */
  PART = 'part',
  /** A vapour product without nicotine. */
  NON_NICOTINE = 'non-nicotine',
}

/** Kinds that always hold e-liquid: their volume must be known, the editor's and the import's rule. */
export const KINDS_HOLDING_LIQUID: readonly EndsKind[] = [
  EndsKind.CLOSED_SYSTEM,
  EndsKind.DISPOSABLE,
  EndsKind.E_LIQUID,
];

/**
 * Whether a product holds e-liquid, whatever its kind: its volume says so (a starter kit sold with two 30 mL
 * bottles holds 60 mL as a 60 mL bottle does; a device or a coil sold alone holds none). Null: a kind that always
 * holds some, whose volume is unknown. The one answer every tax levied on the liquid reads.
 */
export function holdsLiquid(product: { endsKind: EndsKind | null; liquidMl: number | null }): boolean | null {
  if (product.liquidMl !== null) return product.liquidMl > 0;
  return product.endsKind !== null && KINDS_HOLDING_LIQUID.includes(product.endsKind) ? null : false;
}

/** The flavour a product's taste is characterised by, as flavour bans name them. */
export enum CharacterizingFlavour {
  TOBACCO = 'tobacco',
  MENTHOL = 'menthol',
  MINT = 'mint',
  /** A cooling sensation ("ice"): California counts it as a characterizing flavour since 2025. */
  COOLING = 'cooling',
  OTHER = 'other',
  NONE = 'none',
}

/** The product's FDA marketing status, as product directories and Utah's rules ask. */
export enum FdaMarketingStatus {
  AUTHORIZED = 'authorized',
  PMTA_PENDING = 'pmta-pending',
  NONE = 'none',
}

/** What the compliance rules read of a product (the product table's values). Nicotine is the product's own. */
export interface ProductCompliance {
  endsKind: EndsKind | null;
  /** E-liquid per unit sold (the whole pack), in mL to 2 decimals. */
  liquidMl: number | null;
  /** Cartridges or pods per unit sold. */
  podsPerPack: number | null;
  /** What the shop paid per unit, in US cents. */
  wholesaleCostCents: number;
  characterizingFlavour: CharacterizingFlavour;
  fdaStatus: FdaMarketingStatus;
}
