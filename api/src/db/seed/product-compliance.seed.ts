import {
  CharacterizingFlavour,
  EndsKind,
  FdaMarketingStatus,
  type ProductCompliance,
} from '../../modules/compliance/product-compliance.type';
import { PRODUCT_TYPE } from './catalogue-data';

/** A demo product as the seed knows it, by names. */
export interface DemoProduct {
  name: string;
  description: string;
  productType: string | null;
  flavor: string | null;
  puffs: number | null;
  nicotineMg: number | null;
  priceCents: number;
}

/** A disposable's e-liquid, from its puffs: about 500 puffs to the millilitre, in half millilitres. */
const PUFFS_PER_ML = 500;

const KIND_OF_TYPE: Readonly<Record<string, EndsKind>> = {
  [PRODUCT_TYPE.disposable]: EndsKind.DISPOSABLE,
  [PRODUCT_TYPE.clearance]: EndsKind.DISPOSABLE,
  [PRODUCT_TYPE.juice]: EndsKind.E_LIQUID,
  [PRODUCT_TYPE.kit]: EndsKind.OPEN_SYSTEM,
  // A starter bundle is a refillable pod kit with its bottles.
  [PRODUCT_TYPE.bundle]: EndsKind.OPEN_SYSTEM,
  // Empty refillable pods: a part of a vapour product.
  [PRODUCT_TYPE.pods]: EndsKind.PART,
  // 420 hardware heats herb or wax, not a liquid: not an ENDS.
};

function characterizing(flavor: string | null): CharacterizingFlavour {
  if (!flavor) return CharacterizingFlavour.NONE;
  const name = flavor.toLowerCase();
  if (name === 'tobacco') return CharacterizingFlavour.TOBACCO;
  if (name === 'menthol') return CharacterizingFlavour.MENTHOL;
  if (name === 'mint') return CharacterizingFlavour.MINT;
  return /\bice\b/.test(name) ? CharacterizingFlavour.COOLING : CharacterizingFlavour.OTHER;
}

const number = (text: string, pattern: RegExp): number | null => {
  const found = pattern.exec(text);
  return found ? Number(found[1]) : null;
};

/**
 * The demo catalogue's compliance attributes, read from what the generator wrote (type, flavour, puffs, the
 * sizes its names and descriptions state), so the seed and the migration that fills products already seeded
 * give the same. A shop's own products get theirs from its staff; this is demo data, not a legal reading.
 */
export function demoCompliance(product: DemoProduct): ProductCompliance {
  const kind = product.productType ? (KIND_OF_TYPE[product.productType] ?? null) : null;
  const bottles = number(product.description, /two (\d+) mL bottles/);
  let liquidMl: number | null = null;
  if (kind === EndsKind.DISPOSABLE && product.puffs) {
    liquidMl = Math.max(1, Math.round((product.puffs / PUFFS_PER_ML) * 2) / 2);
  } else if (kind === EndsKind.E_LIQUID) liquidMl = number(product.name, /(\d+) mL/);
  else if (bottles !== null) liquidMl = bottles * 2;
  const flavour = characterizing(product.flavor);
  return {
    endsKind: kind,
    liquidMl,
    podsPerPack: kind === EndsKind.PART ? number(product.name, /(\d+)-Pack/) : null,
    // A keystone markup: the shop bought it at half the price.
    wholesaleCostCents: Math.round(product.priceCents / 2),
    characterizingFlavour: flavour,
    // Tobacco and menthol vapour products filed a PMTA; the rest have no marketing order.
    fdaStatus:
      kind && (flavour === CharacterizingFlavour.TOBACCO || flavour === CharacterizingFlavour.MENTHOL)
        ? FdaMarketingStatus.PMTA_PENDING
        : FdaMarketingStatus.NONE,
  };
}
