import type { Services } from '../services';
import type { SweepTask } from './sweeper';

/** Every kind of data that expires, each deleted by the service that owns its table. */
export function sweepTasks(services: Services): SweepTask[] {
  return [
    { name: 'sessions', run: () => services.sessions.sweepExpired() },
    { name: 'trustedDevices', run: () => services.devices.sweepExpired() },
    { name: 'verificationCodes', run: () => services.codes.sweepExpired() },
    { name: 'rateLimits', run: () => services.limiter.sweepExpired() },
    { name: 'guestCarts', run: () => services.carts.sweepAbandonedGuestCarts() },
    { name: 'orderIdempotencyKeys', run: () => services.placeOrders.sweepExpiredKeys() },
    { name: 'staffSessions', run: () => services.staffSessions.sweepExpired() },
    { name: 'staffSetupLinks', run: () => services.staff.sweepExpiredLinks() },
    { name: 'affiliationVisits', run: () => services.affiliation.sweepAbandonedVisits() },
  ];
}
