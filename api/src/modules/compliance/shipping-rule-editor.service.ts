import { SHOP_TODAY, isShopDay } from '../../common/shop-day';
import type { Sql } from '../../db/sql';
import { AppError, badInput, notFound } from '../../errors';
import type { Actor, AuditService } from '../audit/audit.service';
import type { ProductScopeService } from '../catalog/product-scope.service';
import type { ShippingRuleInput, ShippingRuleView } from './shipping-rule-admin.types';
import { IN_FORCE, ShippingRuleKind, withListings } from './shipping-rules.service';
import {
  type PlacedRule,
  type RuleEffect,
  alreadyReaches,
  effectOf,
  ofState,
  reaches,
} from './shipping-rule-preview.rules';
import { CharacterizingFlavour, EndsKind } from './product-compliance.type';
import { checkedPlace } from './city-rule.rules';

/** A rule as checked, ready to store. */
type RuleDraft = Omit<ShippingRuleView, 'id' | 'stateName' | 'active' | 'inForce' | 'updatedAt'> & {
  stateCode: string;
};

export interface RulePreview {
  effect: RuleEffect;
  kind: ShippingRuleKind;
  stateCode: string;
  stateName: string;
  /** The state's name, or a city's "Providence, Rhode Island". */
  placeName: string;
  /** False for an edit of a rule not confirmed: saving keeps it inactive. */
  active: boolean;
  maxUnits: number | null;
  productCount: number;
  newlyStoppedCount: number;
  products: {
    id: string;
    name: string;
    productType: string | null;
    flavor: string | null;
    nicotineMg: number | null;
  }[];
  problem: string | null;
}

const PREVIEW_SAMPLE = 25;
/** The exclusion constraint shipping_rule_no_overlap refused a row (a race the look-up did not see). */
const EXCLUSION_VIOLATION = '23P01';

/** A rule with no state is federal: every state (the rules on discounts only). */
const VIEW_COLUMNS = `r.id::text, r.state_code AS "stateCode", coalesce(s.name, 'Federal') AS "stateName", r.city,
  r.zip_codes AS "zipCodes", r.kind, r.description,
  r.ends_kinds AS "endsKinds", r.allowed_flavours AS "allowedFlavours", r.max_nicotine_mg AS "maxNicotineMg",
  r.max_units AS "maxUnits", to_char(r.effective_from, 'YYYY-MM-DD') AS "effectiveFrom", to_char(r.effective_to, 'YYYY-MM-DD') AS "effectiveTo",
  r.source, r.active, (${IN_FORCE}) AS "inForce",
  to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "updatedAt"`;
const FROM = `FROM shipping_rule r LEFT JOIN us_state s ON s.code = r.state_code`;

/**
 * Staff's side of the shipping rules: read, add, change and end them, and preview what a rule would do. The
 * shop reads the table on every question (ShippingRulesService), so a saved change applies to the next cart,
 * checkout and placement; an order already placed keeps its lines and ship-to, which never consult the rules again.
 */
export class ShippingRuleEditorService {
  constructor(
    private readonly sql: Sql,
    private readonly products: ProductScopeService,
    private readonly audit: AuditService,
  ) {}

  list(): Promise<ShippingRuleView[]> {
    return this.sql.query<ShippingRuleView>(
      `SELECT ${VIEW_COLUMNS} ${FROM} ORDER BY s.name NULLS FIRST, r.city NULLS FIRST, r.kind, r.effective_from, r.id`,
    );
  }

  async choices(): Promise<{ states: { code: string; name: string }[] }> {
    return { states: await this.sql.query(`SELECT code, name FROM us_state ORDER BY name`) };
  }

  async add(actor: Actor, input: ShippingRuleInput): Promise<ShippingRuleView> {
    const draft = await this.checked(input);
    return this.saving(async () => {
      await this.refuseOverlap(draft, null);
      const [row] = await this.sql.query<{ id: string }>(
        `INSERT INTO shipping_rule (state_code, kind, description, ends_kinds, allowed_flavours, max_nicotine_mg,
           effective_from, effective_to, source, max_units, city, zip_codes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id::text`,
        this.values(draft),
      );
      const after = await this.view(row!.id);
      await this.audit.record(actor, {
        operation: 'shipping-rule.add',
        recordType: 'shipping-rule',
        recordId: row!.id,
        after: this.audited(after),
      });
      return after;
    });
  }

  async update(actor: Actor, id: string, input: ShippingRuleInput): Promise<ShippingRuleView> {
    const draft = await this.checked(input);
    return this.saving(async () => {
      const before = await this.lockedView(id);
      if (before.stateCode === null) {
        // A federal rule holds in every state: made a state's, it would stop holding in the others.
        throw badInput('stateCode: a federal rule is not edited into a state rule; end it and add the state rule.');
      }
      if (before.city !== null && draft.stateCode !== before.stateCode) {
        // A city's ZIP codes are its state's: moved to another state, the rule would hold nowhere.
        throw badInput(`stateCode: the rule of ${before.city} stays in its state; end it and add the other rule.`);
      }
      // A city's rule may be renamed or given other ZIP codes, but stays a city's, and a state's stays the state's:
      // the rule's history tells of one place.
      if (before.city !== null && draft.city === null) {
        throw badInput(`city: the rule of ${before.city} stays a city’s rule; end it and add the state’s rule.`);
      }
      if (before.city === null && draft.city !== null) {
        throw badInput('city: a rule of the whole state stays the state’s; end it and add the city’s rule.');
      }
      await this.refuseOverlap(draft, before.id);
      await this.sql.query(
        `UPDATE shipping_rule SET state_code = $1, kind = $2, description = $3, ends_kinds = $4,
           allowed_flavours = $5, max_nicotine_mg = $6, effective_from = $7, effective_to = $8, source = $9,
           max_units = $10, city = $11, zip_codes = $12, updated_at = now()
         WHERE id = $13`,
        [...this.values(draft), before.id],
      );
      const after = await this.view(before.id);
      await this.audit.record(actor, {
        operation: 'shipping-rule.update',
        recordType: 'shipping-rule',
        recordId: before.id,
        before: this.audited(before),
        after: this.audited(after),
      });
      return after;
    });
  }

  /**
   * Ends a rule: from `on` (default today) the shop no longer applies it; a rule that has not begun by then
   * never applies. A rule already ended by that day is left as it is.
   */
  async end(actor: Actor, id: string, on: string | null | undefined): Promise<ShippingRuleView> {
    if (on && !isShopDay(on)) throw badInput('on: a date, YYYY-MM-DD.');
    return this.sql.transaction(async () => {
      const before = await this.lockedView(id);
      const [row] = await this.sql.query<{ changed: boolean }>(
        `UPDATE shipping_rule SET effective_to = greatest(coalesce($2::date, ${SHOP_TODAY}), effective_from),
           updated_at = now()
         WHERE id = $1 AND (effective_to IS NULL OR effective_to > coalesce($2::date, ${SHOP_TODAY}))
         RETURNING true AS changed`,
        [before.id, on ?? null],
      );
      if (!row) return before;
      const after = await this.view(before.id);
      await this.audit.record(actor, {
        operation: 'shipping-rule.end',
        recordType: 'shipping-rule',
        recordId: before.id,
        before: { effectiveTo: before.effectiveTo },
        after: { effectiveTo: after.effectiveTo },
      });
      return after;
    });
  }

  /**
   * Confirms a rule (active: the shop applies it in its dates) or sets it inactive (the shop no longer applies it,
   * its dates kept): how compliance staff confirm a row the facts file marks UNCONFIRMED, seeded inactive. A rule
   * already so is left as it is. The next cart sees the change: the shipping rules are read on every question, and the
   * cache of the rules on discounts reloads when the change moves `promotion_revision`.
   */
  async setActive(actor: Actor, id: string, active: boolean): Promise<ShippingRuleView> {
    return this.sql.transaction(async () => {
      const before = await this.lockedView(id);
      if (before.active === active) return before;
      await this.sql.query(`UPDATE shipping_rule SET active = $2, updated_at = now() WHERE id = $1`, [
        before.id,
        active,
      ]);
      const after = await this.view(before.id);
      await this.audit.record(actor, {
        operation: active ? 'shipping-rule.confirm' : 'shipping-rule.deactivate',
        recordType: 'shipping-rule',
        recordId: before.id,
        before: { active: before.active },
        after: { active: after.active },
      });
      return after;
    });
  }

  /**
   * What the rule would do if saved (replacing rule `id` when given): the products it would stop, limit or judge the
   * discounts of at its place, how many of them no other rule in force there does so to already, and why it could not
   * be saved, if so. The effect is decided here, once; the back office words it.
   */
  async preview(input: ShippingRuleInput, id: string | null | undefined): Promise<RulePreview> {
    const draft = await this.checked(input);
    const editing = id ? await this.view(id) : null;
    const exceptId = editing?.id ?? null;
    // In force on the day the preview speaks of (the rule's first day, or today if later) and active, as the shop
    // applies them; federal rules too, which hold in every state (rules on discounts only).
    const others = await this.sql.query<PlacedRule>(
      `SELECT state_code AS "stateCode", kind, ends_kinds AS "endsKinds", allowed_flavours AS "allowedFlavours",
         max_nicotine_mg AS "maxNicotineMg", max_units AS "maxUnits", city, zip_codes AS "zipCodes" FROM shipping_rule
       WHERE (state_code = $1 OR state_code IS NULL) AND active AND ($2::int IS NULL OR id <> $2)
         AND effective_from <= greatest($3::date, ${SHOP_TODAY})
         AND (effective_to IS NULL OR effective_to > greatest($3::date, ${SHOP_TODAY}))`,
      [draft.stateCode, exceptId, draft.effectiveFrom],
    );
    const [scoped, [state], problem] = await Promise.all([
      this.products.ofKinds(draft.endsKinds),
      this.sql.query<{ name: string }>(`SELECT name FROM us_state WHERE code = $1`, [draft.stateCode]),
      this.overlapProblem(draft, exceptId),
    ]);
    // Listed as on that day.
    const candidates = await withListings(this.sql, scoped, [draft, ...others.filter(ofState)], draft.effectiveFrom);
    // The checkout's own tests of a rule (ruleStops, covers), so the preview says what the shop will do.
    const reached = candidates.filter((product) => reaches(draft, product));
    const isAlready = (product: (typeof reached)[number]) =>
      others.some((rule) => alreadyReaches(rule, draft, product));
    const added = reached.filter((product) => !isAlready(product));
    const already = reached.filter(isAlready);
    return {
      effect: effectOf(draft.kind),
      kind: draft.kind,
      stateCode: draft.stateCode,
      stateName: state!.name,
      placeName: draft.city === null ? state!.name : `${draft.city}, ${state!.name}`,
      // A save never changes whether a rule is active (Confirm and Set inactive do).
      active: editing?.active ?? true,
      maxUnits: draft.maxUnits,
      productCount: reached.length,
      newlyStoppedCount: added.length,
      // Those the rule adds first, each group by name.
      products: [...added, ...already]
        .slice(0, PREVIEW_SAMPLE)
        .map(({ id, name, productType, flavor, nicotineMg }) => ({ id, name, productType, flavor, nicotineMg })),
      problem,
    };
  }

  /** Every field checked, each refusal naming its field; kinds sorted, so equal scopes look equal. */
  private async checked(input: ShippingRuleInput): Promise<RuleDraft> {
    const stateCode = input.stateCode.trim().toUpperCase();
    const [state] = await this.sql.query(`SELECT 1 FROM us_state WHERE code = $1`, [stateCode]);
    if (!state) throw badInput('stateCode: not a US state code.');
    if (!Object.values(ShippingRuleKind).includes(input.kind)) throw badInput('kind: not a kind of rule.');
    const description = input.description.trim();
    if (!description) throw badInput('description: say what the rule is.');
    const source = input.source.trim();
    if (!source) throw badInput('source: say where the rule comes from.');
    const endsKinds = [...new Set(input.endsKinds)].sort();
    if (!endsKinds.length) throw badInput('endsKinds: name at least one kind of vapour product.');
    if (endsKinds.some((k) => !Object.values(EndsKind).includes(k))) throw badInput('endsKinds: not a kind.');
    const allowedFlavours = [...new Set(input.allowedFlavours)].sort();
    if (allowedFlavours.length && input.kind !== ShippingRuleKind.FLAVOR_BAN) {
      throw badInput('allowedFlavours: only a flavour ban allows flavours.');
    }
    if (allowedFlavours.some((f) => !Object.values(CharacterizingFlavour).includes(f))) {
      throw badInput('allowedFlavours: not a characterizing flavour.');
    }
    const maxNicotineMg = input.maxNicotineMg ?? null;
    if (input.kind === ShippingRuleKind.NICOTINE_CAP) {
      if (maxNicotineMg === null || !Number.isSafeInteger(maxNicotineMg) || maxNicotineMg < 0 || maxNicotineMg > 1000)
        throw badInput('maxNicotineMg: a nicotine cap names its most nicotine, a whole number of mg/mL.');
    } else if (maxNicotineMg !== null) throw badInput('maxNicotineMg: only a nicotine cap has one.');
    const maxUnits = input.maxUnits ?? null;
    if (input.kind === ShippingRuleKind.QUANTITY_LIMIT) {
      if (maxUnits === null || !Number.isSafeInteger(maxUnits) || maxUnits < 1 || maxUnits > 10_000)
        throw badInput('maxUnits: a quantity limit names its most units per order, a whole number from 1.');
    } else if (maxUnits !== null) throw badInput('maxUnits: only a quantity limit has one.');
    if (!isShopDay(input.effectiveFrom)) throw badInput('effectiveFrom: a date, YYYY-MM-DD.');
    const effectiveTo = input.effectiveTo?.trim() || null;
    if (effectiveTo && !isShopDay(effectiveTo)) throw badInput('effectiveTo: a date, YYYY-MM-DD, or none.');
    if (effectiveTo && effectiveTo <= input.effectiveFrom) throw badInput('effectiveTo: after effectiveFrom.');
    return {
      stateCode,
      ...checkedPlace(input.kind, input.city, input.zipCodes),
      kind: input.kind,
      description,
      endsKinds,
      allowedFlavours,
      maxNicotineMg,
      maxUnits,
      effectiveFrom: input.effectiveFrom,
      effectiveTo,
      source,
    };
  }

  private values(draft: RuleDraft): unknown[] {
    return [
      draft.stateCode,
      draft.kind,
      draft.description,
      draft.endsKinds,
      draft.allowedFlavours,
      draft.maxNicotineMg,
      draft.effectiveFrom,
      draft.effectiveTo,
      draft.source,
      draft.maxUnits,
      draft.city,
      draft.zipCodes,
    ];
  }

  /**
   * The rule that covers the same place (the state, or the same city of it, however its name is cased), kind and
   * product types on one of the draft's days, in words: a city's rule and its state's may hold together
   * (shipping_rule_no_overlap counts the city).
   */
  private async overlapProblem(draft: RuleDraft, exceptId: string | null): Promise<string | null> {
    const [other] = await this.sql.query<ShippingRuleView>(
      `SELECT ${VIEW_COLUMNS} ${FROM}
       WHERE r.state_code = $1 AND r.kind = $2 AND shipping_rule_scope(r.ends_kinds) = shipping_rule_scope($3::text[])
         AND daterange(r.effective_from, r.effective_to, '[)') && daterange($4::date, $5::date, '[)')
         AND ($6::int IS NULL OR r.id <> $6) AND lower(r.city) IS NOT DISTINCT FROM lower($7)
       ORDER BY r.effective_from LIMIT 1`,
      [draft.stateCode, draft.kind, draft.endsKinds, draft.effectiveFrom, draft.effectiveTo, exceptId, draft.city],
    );
    if (!other) return null;
    const until = other.effectiveTo ? `until ${other.effectiveTo}` : 'with no end';
    return (
      `effectiveFrom: rule ${other.id} (${other.city === null ? '' : `${other.city}, `}${other.stateName}, ${other.description}) already covers these kinds of ` +
      `product from ${other.effectiveFrom} ${until}. End it first, or choose days that do not overlap.`
    );
  }

  private async refuseOverlap(draft: RuleDraft, exceptId: string | null): Promise<void> {
    const problem = await this.overlapProblem(draft, exceptId);
    if (problem) throw new AppError('CONFLICT', problem);
  }

  /** A save in one unit of work; the database's own refusal of an overlap becomes the same CONFLICT. */
  private async saving<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await this.sql.transaction(work);
    } catch (error) {
      if ((error as { code?: unknown }).code === EXCLUSION_VIOLATION) {
        throw new AppError(
          'CONFLICT',
          'effectiveFrom: another rule covers these kinds of product in this state on some of these days.',
        );
      }
      throw error;
    }
  }

  private view(id: string): Promise<ShippingRuleView> {
    return this.lockedView(id, '');
  }

  private async lockedView(id: string, lock = 'FOR UPDATE OF r'): Promise<ShippingRuleView> {
    if (!/^\d{1,9}$/.test(id)) throw notFound('There is no such shipping rule.');
    const [row] = await this.sql.query<ShippingRuleView>(`SELECT ${VIEW_COLUMNS} ${FROM} WHERE r.id = $1 ${lock}`, [
      Number(id),
    ]);
    if (!row) throw notFound('There is no such shipping rule.');
    return row;
  }

  /** What the trail keeps of a rule: its fields, not when it happens to be read. */
  private audited(rule: ShippingRuleView): Omit<ShippingRuleView, 'inForce' | 'updatedAt'> {
    // `active` stays: an edit never changes it, and the trail shows what was in force.
    const { inForce: _inForce, updatedAt: _updatedAt, ...fields } = rule;
    return fields;
  }
}
