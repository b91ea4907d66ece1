import { formatUsd } from '../../common/money.scalar';
import { type FieldProblem, missing, problem } from '../../common/problem';
import { ProblemCode } from '../../common/problem-code';
import {
  CharacterizingFlavour,
  EndsKind,
  FdaMarketingStatus,
  KINDS_HOLDING_LIQUID,
  type ProductCompliance,
} from '../compliance/product-compliance.type';

export const MAX_LIQUID_ML = 10_000;
export const MAX_PODS_PER_PACK = 1_000;

/** A product's compliance attributes as a form or a CSV row gives them. */
export interface ComplianceDraft {
  endsKind?: EndsKind | null;
  liquidMl?: number | null;
  podsPerPack?: number | null;
  wholesaleCostCents?: number | null;
  characterizingFlavour?: CharacterizingFlavour | null;
  fdaStatus?: FdaMarketingStatus | null;
}

const oneOf = <T extends string>(values: Record<string, T>, value: unknown): value is T =>
  Object.values(values).includes(value as T);

/**
 * Whether a volume is written with at most 2 decimals, as the column keeps it. Not `Number.isInteger(ml * 100)`:
 * a binary float times 100 misses by a hair for 1.1, 2.2 or 4.35 mL (1.1 * 100 is 110.00000000000001), so one
 * two-decimal volume in seven was refused; the nearest two-decimal number is compared instead.
 */
const hasTwoDecimals = (ml: number): boolean => Math.round(ml * 100) / 100 === ml;

/**
 * The rules of a product's compliance attributes, for the editor and the CSV import alike. A vapour product
 * needs what the state taxes measure: its wholesale cost (percent-of-wholesale taxes), its e-liquid when it
 * holds any (taxes on the liquid: required of the kinds that always do, given for a kit sold with its bottles)
 * and, for a closed system, its pods per pack (per-cartridge taxes).
 */
export function checkCompliance(
  draft: ComplianceDraft,
  nicotineMg: number | null | undefined,
  maxCents: number,
  problems: (FieldProblem | null)[],
): ProductCompliance {
  const kind = draft.endsKind ?? null;
  if (kind !== null && !oneOf(EndsKind, kind)) {
    problems.push(
      problem('endsKind', ProblemCode.INVALID_VALUE, `The kind is one of ${Object.values(EndsKind).join(', ')}.`),
    );
  }
  const liquidMl = draft.liquidMl ?? null;
  if (liquidMl === null && kind !== null && KINDS_HOLDING_LIQUID.includes(kind)) problems.push(missing('liquidMl'));
  else if (
    liquidMl !== null &&
    !(Number.isFinite(liquidMl) && liquidMl > 0 && liquidMl <= MAX_LIQUID_ML && hasTwoDecimals(liquidMl))
  ) {
    problems.push(
      problem(
        'liquidMl',
        ProblemCode.INVALID_VALUE,
        `The e-liquid is in mL, more than 0 and at most ${MAX_LIQUID_ML}, to 2 decimals.`,
      ),
    );
  }
  const pods = draft.podsPerPack ?? null;
  if (pods === null && kind === EndsKind.CLOSED_SYSTEM) problems.push(missing('podsPerPack'));
  else if (pods !== null && !(Number.isSafeInteger(pods) && pods >= 1 && pods <= MAX_PODS_PER_PACK)) {
    problems.push(
      problem(
        'podsPerPack',
        ProblemCode.INVALID_VALUE,
        `Pods per pack is a whole number from 1 to ${MAX_PODS_PER_PACK}.`,
      ),
    );
  }
  const cost = draft.wholesaleCostCents ?? null;
  // A vapour product's cost is what percent-of-wholesale taxes are of: 0 would tax it nothing.
  const leastCost = kind === null ? 0 : 1;
  if (cost === null && kind !== null) problems.push(missing('wholesaleCostCents'));
  else if (cost !== null && !(Number.isSafeInteger(cost) && cost >= leastCost && cost <= maxCents)) {
    problems.push(
      problem(
        'wholesaleCostCents',
        ProblemCode.INVALID_VALUE,
        `The wholesale cost is from ${formatUsd(leastCost)} to ${formatUsd(maxCents)}.`,
      ),
    );
  }
  if (kind === EndsKind.NON_NICOTINE && nicotineMg) {
    problems.push(problem('nicotineMg', ProblemCode.INVALID_VALUE, 'A non-nicotine product has no nicotine strength.'));
  }
  const flavour = draft.characterizingFlavour ?? CharacterizingFlavour.NONE;
  if (!oneOf(CharacterizingFlavour, flavour)) {
    problems.push(
      problem(
        'characterizingFlavour',
        ProblemCode.INVALID_VALUE,
        `The characterizing flavour is one of ${Object.values(CharacterizingFlavour).join(', ')}.`,
      ),
    );
  }
  const fda = draft.fdaStatus ?? FdaMarketingStatus.NONE;
  if (!oneOf(FdaMarketingStatus, fda)) {
    problems.push(
      problem(
        'fdaStatus',
        ProblemCode.INVALID_VALUE,
        `The FDA status is one of ${Object.values(FdaMarketingStatus).join(', ')}.`,
      ),
    );
  }
  return {
    endsKind: kind,
    liquidMl,
    podsPerPack: pods,
    wholesaleCostCents: cost ?? 0,
    characterizingFlavour: flavour,
    fdaStatus: fda,
  };
}
