import { registerEnumType } from 'type-graphql';

/** Where a product stands; the shop shows only ACTIVE ones (the `active` column is derived from this). */
export enum ProductStatus {
  DRAFT = 'draft',
  ACTIVE = 'active',
  ARCHIVED = 'archived',
}

registerEnumType(ProductStatus, {
  name: 'ProductStatus',
  description: 'Whether the shop shows and sells a product.',
  valuesConfig: {
    DRAFT: { description: 'Being prepared: not in the shop.' },
    ACTIVE: { description: 'In the shop and sold.' },
    ARCHIVED: { description: 'No longer sold nor shown; kept for the orders that name it.' },
  },
});

/** Why a product's stock moved. */
export enum StockReason {
  RECEIVED = 'received',
  DAMAGED = 'damaged',
  COUNT_CORRECTION = 'count_correction',
  RETURNED = 'returned',
  ORDER = 'order',
}

registerEnumType(StockReason, {
  name: 'StockReason',
  description: 'Why stock moved.',
  valuesConfig: {
    RECEIVED: { description: 'A delivery came in.' },
    DAMAGED: { description: 'Units were damaged and taken off the shelf.' },
    COUNT_CORRECTION: { description: 'A count found a different level (also what a CSV import sets).' },
    RETURNED: { description: 'A customer returned units.' },
    ORDER: { description: 'An order took units (recorded by the order itself; not for staff).' },
  },
});
