/**
 * The demo catalogue's listings in the states' product directories: each product with an FDA marketing status
 * (a marketing order or a pending PMTA: the demo's tobacco and menthol vapour products) is listed in every state
 * whose directory rule covers its kind, from the rule's first day, as its maker would have certified it. Products
 * already listed in a state are left as they are, so the seed and the migration may both run it. Demo data, not a
 * legal reading: a shop's staff add its real listings in the back office.
 */
export const DEMO_DIRECTORY_LISTINGS = `INSERT INTO product_state_listing (product_id, state_code, listed_from, reference)
  SELECT p.id, r.state_code, min(r.effective_from), 'Demo listing: certified by its maker'
  FROM product p JOIN shipping_rule r ON r.kind = 'directory' AND p.ends_kind = ANY (r.ends_kinds)
  WHERE p.fda_status <> 'none'
    AND NOT EXISTS (SELECT 1 FROM product_state_listing l WHERE l.product_id = p.id AND l.state_code = r.state_code)
  GROUP BY p.id, r.state_code`;

/** Lists the demo products in the directories (see DEMO_DIRECTORY_LISTINGS). */
export async function seedDirectoryListings(db: { query(text: string): Promise<unknown> }): Promise<void> {
  await db.query(DEMO_DIRECTORY_LISTINGS);
}
