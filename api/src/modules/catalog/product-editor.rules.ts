import { formatUsd } from '../../common/money.scalar';
import { MAX_SLUG_LENGTH, productSlugBase } from '../../db/product-slug';
import type { FieldProblem } from '../../common/problem';
import { missing, problem } from '../../common/problem';
import { ProblemCode } from '../../common/problem-code';
import type { Taxonomy } from './catalog-taxonomy.cache';
import { ProductStatus } from './product-status.type';
import { type ComplianceDraft, checkCompliance } from './product-compliance.rules';
import type { ProductCompliance } from '../compliance/product-compliance.type';

export const MAX_NAME_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 20_000;
export const MAX_PRICE_CENTS = 10_000_000;
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PICTURE_URL = /^(https:\/\/[^\s]+|\/[^\s]*)$/;

/** A product's fields as a form or a CSV row gives them (names for brand, category …). */
export interface ProductDraft extends ComplianceDraft {
  name: string;
  slug?: string | null;
  status: ProductStatus;
  brand: string;
  category: string;
  line?: string | null;
  type?: string | null;
  flavour?: string | null;
  nicotineMg?: number | null;
  puffs?: number | null;
  description?: string | null;
  priceCents: number;
  compareAtPriceCents?: number | null;
  pictureUrl?: string | null;
  lowStockThreshold?: number | null;
}

/** The same, checked and resolved to the product table's values. */
export interface ProductValues extends ProductCompliance {
  name: string;
  slug: string;
  status: ProductStatus;
  brandId: number;
  categoryId: number;
  subcategoryId: number | null;
  productTypeId: number | null;
  flavorId: number | null;
  nicotineMg: number | null;
  puffs: number | null;
  description: string;
  priceCents: number;
  compareAtCents: number | null;
  imageUrl: string | null;
  lowStockThreshold: number;
}

/** What the checks need to know of the rest of the catalogue. */
export interface CatalogueNeighbours {
  /** The id of the product with this name (in any case), if any. */
  nameOwner(name: string): number | undefined;
  /** The id of the product with this slug, if any. */
  slugOwner(slug: string): number | undefined;
}

/** The product being edited, as stored: its slug is fixed once it has been in the shop. */
export interface EditedProduct {
  id: number;
  slug: string;
  published: boolean;
}

const blank = (text: string | null | undefined): boolean => !text || !text.trim();
const trimmedOrNull = (text: string | null | undefined): string | null => (blank(text) ? null : text!.trim());

function wholeIn(field: string, value: number | null | undefined, min: number, max: number): FieldProblem | null {
  if (value === null || value === undefined) return null;
  return Number.isSafeInteger(value) && value >= min && value <= max
    ? null
    : problem(field, ProblemCode.INVALID_VALUE, `${field} must be a whole number from ${min} to ${max}.`);
}

/** An amount of money between a cent and the most a price may be, said in dollars (staff type dollars). */
function moneyIn(field: string, what: string, cents: number | null | undefined): FieldProblem | null {
  if (cents === null || cents === undefined) return null;
  return Number.isSafeInteger(cents) && cents >= 1 && cents <= MAX_PRICE_CENTS
    ? null
    : problem(field, ProblemCode.INVALID_VALUE, `${what} is from ${formatUsd(1)} to ${formatUsd(MAX_PRICE_CENTS)}.`);
}

/**
 * Every rule of a product's fields, once, for the editor and the CSV import alike: each refused field is named.
 * Answers the table's values, or the problems (all of them, not the first).
 */
export function checkProduct(
  draft: ProductDraft,
  taxonomy: Taxonomy,
  neighbours: CatalogueNeighbours,
  edited: EditedProduct | null,
): { values: ProductValues } | { problems: FieldProblem[] } {
  const problems: (FieldProblem | null)[] = [];
  const id = edited?.id;
  const name = draft.name?.trim() ?? '';
  if (!name) problems.push(missing('name'));
  else if (name.length > MAX_NAME_LENGTH) {
    problems.push(problem('name', ProblemCode.TOO_LONG, `The name is at most ${MAX_NAME_LENGTH} characters.`));
  } else if ((neighbours.nameOwner(name) ?? id) !== id) {
    problems.push(problem('name', ProblemCode.ALREADY_TAKEN, `Another product is named "${name}".`));
  }

  const named = (field: string, value: string | null | undefined, index: Taxonomy['brands'], required: boolean) => {
    if (blank(value)) {
      if (required) problems.push(missing(field));
      return null;
    }
    const found = index.idOf(value!);
    if (found === -1)
      problems.push(problem(field, ProblemCode.INVALID_VALUE, `No ${field} is named "${value!.trim()}".`));
    return found === -1 ? null : found;
  };
  const brandId = named('brand', draft.brand, taxonomy.brands, true);
  const productTypeId = named('type', draft.type, taxonomy.productTypes, false);
  const flavorId = named('flavour', draft.flavour, taxonomy.flavors, false);

  const categoryName = draft.category?.trim().toLowerCase() ?? '';
  const category = taxonomy.categories.find((c) => c.parentId === null && c.name.toLowerCase() === categoryName);
  if (!categoryName) problems.push(missing('category'));
  else if (!category) {
    problems.push(
      problem('category', ProblemCode.INVALID_VALUE, `No top-level category is named "${draft.category.trim()}".`),
    );
  }
  const lineName = trimmedOrNull(draft.line)?.toLowerCase();
  const line = lineName
    ? taxonomy.categories.find(
        (c) => c.parentId !== null && c.name.toLowerCase() === lineName && (!category || c.parentId === category.id),
      )
    : undefined;
  if (lineName && !line) {
    problems.push(
      problem(
        'line',
        ProblemCode.INVALID_VALUE,
        `"${draft.line!.trim()}" is not a product line of ${category?.name ?? 'that category'}.`,
      ),
    );
  }

  problems.push(wholeIn('nicotineMg', draft.nicotineMg, 0, 100), wholeIn('puffs', draft.puffs, 1, 1_000_000));
  const description = draft.description ?? '';
  if (description.length > MAX_DESCRIPTION_LENGTH) {
    problems.push(
      problem('description', ProblemCode.TOO_LONG, `The description is at most ${MAX_DESCRIPTION_LENGTH} characters.`),
    );
  }
  const priceProblem = moneyIn('priceCents', 'The price', draft.priceCents ?? null);
  if (draft.priceCents === null || draft.priceCents === undefined) problems.push(missing('priceCents'));
  else problems.push(priceProblem);
  const compareAt = draft.compareAtPriceCents ?? null;
  const compareProblem = moneyIn('compareAtPriceCents', 'The compare-at price', compareAt);
  problems.push(compareProblem);
  if (compareAt !== null && !compareProblem && !priceProblem && compareAt <= draft.priceCents) {
    problems.push(
      problem(
        'compareAtPriceCents',
        ProblemCode.INVALID_VALUE,
        'The former price must be above the price (or empty when not on sale).',
      ),
    );
  }
  const pictureUrl = trimmedOrNull(draft.pictureUrl);
  if (pictureUrl && (!PICTURE_URL.test(pictureUrl) || pictureUrl.length > 2000)) {
    problems.push(
      problem(
        'pictureUrl',
        ProblemCode.INVALID_VALUE,
        'The picture URL starts with https:// or / (a path on this site), up to 2000 characters.',
      ),
    );
  }
  problems.push(wholeIn('lowStockThreshold', draft.lowStockThreshold, 0, 100_000));
  if (!Object.values(ProductStatus).includes(draft.status)) {
    problems.push(problem('status', ProblemCode.INVALID_VALUE, 'The status is draft, active or archived.'));
  }

  const compliance = checkCompliance(draft, draft.nicotineMg, MAX_PRICE_CENTS, problems);
  const slug = checkSlug(draft, neighbours, edited, problems);
  const found = problems.filter((p): p is FieldProblem => p !== null);
  if (found.length) return { problems: found };
  return {
    values: {
      name,
      slug: slug!,
      status: draft.status,
      brandId: brandId!,
      categoryId: category!.id,
      subcategoryId: line?.id ?? null,
      productTypeId,
      flavorId,
      nicotineMg: draft.nicotineMg ?? null,
      puffs: draft.puffs ?? null,
      description,
      priceCents: draft.priceCents,
      compareAtCents: compareAt,
      imageUrl: pictureUrl,
      lowStockThreshold: draft.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD,
      ...compliance,
    },
  };
}

/** The slug asked (or the stored one, or one made from the name), unique, and unchanged once published. */
function checkSlug(
  draft: ProductDraft,
  neighbours: CatalogueNeighbours,
  edited: EditedProduct | null,
  problems: (FieldProblem | null)[],
): string | null {
  const asked = trimmedOrNull(draft.slug)?.toLowerCase() ?? null;
  if (asked === null && edited) return edited.slug;
  if (asked !== null && edited?.published && asked !== edited.slug) {
    problems.push(
      problem('slug', ProblemCode.SLUG_LOCKED, `The product has been in the shop: its slug stays "${edited.slug}".`),
    );
    return null;
  }
  if (asked !== null && (!SLUG.test(asked) || asked.length > MAX_SLUG_LENGTH)) {
    problems.push(
      problem(
        'slug',
        ProblemCode.INVALID_VALUE,
        `A slug is lower-case letters and digits joined by "-", up to ${MAX_SLUG_LENGTH} characters.`,
      ),
    );
    return null;
  }
  if (asked !== null) {
    if ((neighbours.slugOwner(asked) ?? edited?.id) !== edited?.id) {
      problems.push(problem('slug', ProblemCode.ALREADY_TAKEN, `Another product has the slug "${asked}".`));
      return null;
    }
    return asked;
  }
  // A new product without a slug: the shop's own rule, numbered past any taken.
  const base = productSlugBase({ brand: draft.brand ?? '', name: draft.name ?? '', nicotineMg: draft.nicotineMg });
  let slug = base;
  for (let n = 2; neighbours.slugOwner(slug) !== undefined; n++) slug = `${base}-${n}`;
  return slug;
}
