import { requireOwnSession } from '../legacy-fields';
import { refusal } from '../legacy-problem-status';
import type { LegacyCall } from '../legacy-types';
import { legacyAddress } from '../legacy-shapes';

/** The fields that make a POST to /requests/shipping/ a save (call 16) rather than a read (call 8). */
export const ADDRESS_FIELDS = ['firstname', 'lastname', 'address', 'city', 'state', 'zipcode', 'id'] as const;

/** Call 8: the logged-in customer's saved addresses. */
export const shippingListCall: LegacyCall = async ({ fields, ctx }, { addresses }) => {
  const session = await requireOwnSession(ctx, fields, 'logid');
  return { body: { Shipping: (await addresses.list(session.customerId)).map(legacyAddress) } };
};

/** Call 16: adds an address, or with `id` updates one of the customer's own. */
export const shippingSaveCall: LegacyCall = async ({ fields, ctx }, { addresses }) => {
  const session = await requireOwnSession(ctx, fields, 'logid');
  const id = fields.optional('id')?.trim();
  const outcome = await addresses.save(
    session.customerId,
    {
      firstName: fields.required('firstname'),
      lastName: fields.required('lastname'),
      address: fields.required('address'),
      city: fields.required('city'),
      state: fields.required('state'),
      zipcode: fields.required('zipcode'),
    },
    id || undefined,
  );
  if (!outcome.ok) throw refusal(outcome.problems);
  return { body: { status: 'OK', id: outcome.value.id } };
};
