import { OrderStatus } from './order-status.type';

/**
 * An order waits for identity verification while it is pending approval and its check has not PASSED (orders
 * from before checks had none); an order rejected or cancelled waits for nothing.
 */
/** `awaitsVerification` as SQL over `customer_order` (aliased `o`), for counts and the desk's filter. */
export const AWAITS_VERIFICATION_SQL = `(o.status = '${OrderStatus.PENDING_APPROVAL}' AND o.verification_outcome IS NOT NULL
  AND o.verification_outcome <> 'PASSED')`;

export const awaitsVerification = (status: OrderStatus, outcome: string | null | undefined): boolean =>
  status === OrderStatus.PENDING_APPROVAL && outcome !== null && outcome !== undefined && outcome !== 'PASSED';

/** What the customer reads when the check FAILED: never the provider's detail. */
export const IDENTITY_NOT_VERIFIED_MESSAGE =
  'We could not verify your age and identity, so we cannot accept this order. Please check the name and date of ' +
  'birth in your account and your shipping address, or contact us.';

/** What the customer reads when the provider asks for a photo ID. */
export const IDENTITY_DOCUMENT_MESSAGE =
  'We could not verify your age and identity from public records. Please upload a photo ID with our verification ' +
  'partner, then place your order again.';

/** How long the worker waits before asking again about an order awaiting verification; doubles per attempt. */
export const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 3_600_000;

export const retryDelayMs = (attempts: number): number => Math.min(FIRST_RETRY_MS * 2 ** attempts, MAX_RETRY_MS);
