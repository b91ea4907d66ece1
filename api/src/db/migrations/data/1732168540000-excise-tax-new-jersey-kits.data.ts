/**
 * What migration 1732168540000 changed in excise_tax_rule (frozen: never edit; a later change is a new migration).
 *
 * New Jersey's 30 % (10 % before 1 Aug 2025) on container e-liquid is of the listed retail price. A kit sold with
 * its bottles has no price of its own for the liquid, so migration 1732168500000 left it untaxed: a product holding
 * e-liquid that paid nothing, which issue 34 §4 calls the fault to mend and `docs/decisions.md` ("No silent zero")
 * refuses. Read as California's CECET is read: the kit is e-liquid "sold with" a device, taxed on its whole listed
 * retail price. It may collect more than the law asks (the device's share); a tax collected too high can be
 * refunded, one never collected is the shop's own debt. UNCONFIRMED: for the compliance role to confirm.
 */
export const NEW_JERSEY = 'NJ';
/** The kinds the container rows named before. */
export const CONTAINER_KINDS: readonly string[] = ['e-liquid'];
/** The kinds they name now: of these, the products holding e-liquid (liquid_scope 'holding'). */
export const CONTAINER_KINDS_WITH_KITS: readonly string[] = ['open-system', 'e-liquid', 'part'];
/** Added to those rows' notes, and taken off again by the migration's down. */
export const KIT_NOTE =
  ' Since migration 1732168540000 (issue 34): a kit sold with its bottles is taxed on its whole listed retail price, the liquid having no price of its own (read as CDTFA reads "sold with" nicotine liquid; UNCONFIRMED); a device sold without liquid untaxed.';
