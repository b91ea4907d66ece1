import type { Sql } from '../../db/sql';
import type { FailureBackoff } from '../../security/failure-backoff';
import { LOGIN_BACKOFF, RATE_LIMITS, type RateLimiter } from '../../security/rate-limiter';
import type { DeviceKey, TrustedDeviceService } from './trusted-device.service';

export interface LoginAttempt {
  /** Normalised: the counters of an unknown address behave as a customer's, so they tell nothing. */
  readonly email: string;
  readonly clientIp: string;
  readonly deviceToken?: string;
}

/** An attempt let through, and how it counts. */
export interface AdmittedAttempt extends LoginAttempt {
  /** A trusted device of the account, with room in its own budget: exempt from the account's backoff. */
  readonly device: DeviceKey | null;
  /** This attempt took the device's last place: a failure revokes the device. */
  readonly lastDeviceTry: boolean;
}

const accountAtAddress = ({ email, clientIp }: LoginAttempt) => `${clientIp} ${email}`;

/**
 * Login throttling that only failures feed (OWASP "Blocking Brute Force Attacks"): failures per
 * client address, per account at one address, and a backoff per account from anywhere. A browser
 * holding a device cookie of the account skips both account counters for a budget of its own, so
 * a stranger failing on someone's e-mail cannot keep its owner out.
 */
export class LoginThrottle {
  constructor(
    private readonly sql: Sql,
    private readonly limiter: RateLimiter,
    private readonly backoff: FailureBackoff,
    private readonly devices: TrustedDeviceService,
  ) {}

  /**
   * Before the password is hashed: refuses with RATE_LIMITED (counting nothing) when over a limit.
   * Else each counter holds this attempt as a failure until `succeeded` gives it back, so parallel
   * attempts cannot all slip past the check.
   */
  async admit(attempt: LoginAttempt): Promise<AdmittedAttempt> {
    const device = await this.devices.recognise(attempt.deviceToken, attempt.email);
    return this.sql.transaction(async () => {
      await this.limiter.take(RATE_LIMITS.loginFailuresPerIp, attempt.clientIp);
      const deviceTries = device ? await this.limiter.tryTake(RATE_LIMITS.loginFailuresPerDevice, device) : null;
      if (device && deviceTries !== null) {
        return { ...attempt, device, lastDeviceTry: deviceTries >= RATE_LIMITS.loginFailuresPerDevice.max };
      }
      await this.limiter.take(RATE_LIMITS.loginFailuresPerAccountAndIp, accountAtAddress(attempt));
      await this.backoff.take(LOGIN_BACKOFF, attempt.email);
      return { ...attempt, device: null, lastDeviceTry: false };
    });
  }

  /** A wrong password: what `admit` took stays counted. */
  async failed(attempt: AdmittedAttempt): Promise<void> {
    if (!attempt.device) return;
    // A trusted device's failures still slow the account down everywhere else.
    await this.backoff.count(LOGIN_BACKOFF, attempt.email);
    if (attempt.lastDeviceTry) await this.devices.revoke(attempt.device);
  }

  /** The right password counts nothing, and clears the failures of this account at this address. */
  async succeeded(attempt: AdmittedAttempt): Promise<void> {
    await this.limiter.giveBack(RATE_LIMITS.loginFailuresPerIp, attempt.clientIp);
    if (attempt.device) {
      await this.limiter.clear(RATE_LIMITS.loginFailuresPerDevice, attempt.device);
    } else {
      await this.limiter.clear(RATE_LIMITS.loginFailuresPerAccountAndIp, accountAtAddress(attempt));
      await this.backoff.giveBack(LOGIN_BACKOFF, attempt.email);
    }
  }
}
