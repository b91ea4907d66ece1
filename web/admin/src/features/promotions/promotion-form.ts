import type {
  PromotionAction,
  PromotionFieldsFragment,
  PromotionInput,
  PromotionTarget,
} from '../../graphql/__generated__/graphql';
import { FormProblem } from '../../lib/admin-errors';
import { typedCents } from '../../lib/dollars';

const text = (form: FormData, name: string): string => String(form.get(name) ?? '').trim();
const list = (form: FormData, name: string): string[] =>
  text(form, name)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/** A percentage as typed ("15", "12.5") to basis points; empty: null. */
export function basisPointsOf(value: string, label: string): number | null {
  if (!value) return null;
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(value);
  const bp = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : NaN;
  if (!(bp >= 1 && bp <= 10_000)) throw new FormProblem(`${label}: a percentage from 0.01 to 100.`);
  return bp;
}

function wholeOf(value: string, label: string): number | null {
  if (!value) return null;
  if (!/^-?\d{1,9}$/.test(value)) throw new FormProblem(`${label}: a whole number.`);
  return Number(value);
}

export const percentOf = (bp: number | null | undefined): string =>
  bp === null || bp === undefined ? '' : String(bp / 100);

/** The form's fields as the admin API takes them; money typed in dollars, percentages in percent. */
export function promotionInput(form: FormData): PromotionInput {
  const action = text(form, 'action') as PromotionAction;
  const productIds = list(form, 'productIds').map((id) => wholeOf(id, 'Product ids')!);
  return {
    name: text(form, 'name'),
    banner: text(form, 'banner') || null,
    startsAt: text(form, 'startsAt'),
    endsAt: text(form, 'endsAt') || null,
    action,
    appliesTo: (text(form, 'appliesTo') || 'ORDER') as PromotionTarget,
    percentBp:
      action === 'PERCENT_OFF' || action === 'BUY_X_GET_Y' ? basisPointsOf(text(form, 'percent'), 'Percent off') : null,
    amountCents: action === 'FIXED_OFF' ? typedCents(text(form, 'amount'), 'Amount off') : null,
    buyQuantity: action === 'BUY_X_GET_Y' ? wholeOf(text(form, 'buyQuantity'), 'Buy') : null,
    getQuantity: action === 'BUY_X_GET_Y' ? wholeOf(text(form, 'getQuantity'), 'Get') : null,
    minSubtotalCents: typedCents(text(form, 'minSubtotal'), 'Least subtotal'),
    productIds,
    brands: list(form, 'brands'),
    categories: list(form, 'categories'),
    endsKinds: list(form, 'endsKinds'),
    firstOrder: form.get('firstOrder') === 'on',
    requiresCode: form.get('requiresCode') === 'on',
    combinable: form.get('combinable') === 'on',
    priority: wholeOf(text(form, 'priority'), 'Priority') ?? 0,
    usageLimit: wholeOf(text(form, 'usageLimit'), 'Total uses'),
    perCustomerLimit: wholeOf(text(form, 'perCustomerLimit'), 'Uses per customer'),
  };
}

export const ACTION_LABELS: Record<PromotionAction, string> = {
  PERCENT_OFF: 'Percent off',
  FIXED_OFF: 'Amount off',
  FREE_SHIPPING: 'Free shipping',
  BUY_X_GET_Y: 'Buy X get Y',
};

export const STATUS_LABELS: Record<PromotionFieldsFragment['status'], string> = {
  DRAFT: 'Draft',
  ACTIVE: 'Active',
  ENDED: 'Ended',
};
