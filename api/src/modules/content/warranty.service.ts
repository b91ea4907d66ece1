import { ProblemCode } from '../../common/problem-code';
import { missing, type FieldProblem } from '../../common/problem';
import type { Sql } from '../../db/sql';
import type { RateLimiter } from '../../security/rate-limiter';
import { NAME_MAX, emailProblem, parseDate, requiredProblem } from '../customers/account.rules';
import { type AddressService, stateProblem, zipProblem } from '../customers/address.service';
import { type Outcome, problemsOf, success } from '../../common/outcome';
import {
  CITY_MAX,
  CONTENT_MESSAGES,
  CONTENT_RATE_LIMITS,
  DEVICE_OPTIONS,
  type DeviceOption,
  EARLIEST_PURCHASE_DATE,
  LOT_NUMBER_MAX,
  PURCHASE_LOCATION_MAX,
  STREET_MAX,
} from './content.constants';

/** The warranty form of spec section 3, as typed. */
export interface DeviceRegistrationFields {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  city: string;
  /** Two-letter code or full name, any case. */
  state: string;
  zip: string;
  purchaseLocation: string;
  /** YYYY-MM-DD. */
  purchaseDate: string;
  device: string;
  lotNumber: string;
}

/** Today's calendar date in UTC: never behind any US time zone, so no customer's today is refused. */
const utcToday = (now: Date): string => now.toISOString().slice(0, 10);

/** Device warranty registrations: every field required, a real past date, a known device. */
export class WarrantyService {
  constructor(
    private readonly sql: Sql,
    private readonly addresses: AddressService,
    private readonly limiter: RateLimiter,
    private readonly now: () => Date = () => new Date(),
  ) {}

  deviceOptions(): readonly DeviceOption[] {
    return DEVICE_OPTIONS;
  }

  async register(fields: DeviceRegistrationFields, clientIp: string): Promise<Outcome<{ id: string }>> {
    await this.limiter.hit(CONTENT_RATE_LIMITS.deviceRegistrationPerIp, clientIp);
    const stateCode = await this.addresses.stateCode(fields.state);
    const device = DEVICE_OPTIONS.find((option) => option.toLowerCase() === fields.device.trim().toLowerCase());
    const problems = problemsOf(
      requiredProblem(fields.firstName, 'firstName', NAME_MAX),
      requiredProblem(fields.lastName, 'lastName', NAME_MAX),
      emailProblem(fields.email),
      requiredProblem(fields.street, 'street', STREET_MAX),
      requiredProblem(fields.city, 'city', CITY_MAX),
      stateProblem(fields.state, stateCode),
      zipProblem(fields.zip, 'zip'),
      requiredProblem(fields.purchaseLocation, 'purchaseLocation', PURCHASE_LOCATION_MAX),
      purchaseDateProblem(fields.purchaseDate, utcToday(this.now())),
      choiceProblem(fields.device, 'device', device, CONTENT_MESSAGES.invalidDevice, ProblemCode.INVALID_DEVICE),
      requiredProblem(fields.lotNumber, 'lotNumber', LOT_NUMBER_MAX),
    );
    if (problems) return { ok: false, problems };

    const [row] = await this.sql.query<{ id: string }>(
      `INSERT INTO device_registration (first_name, last_name, email, street, city, state_code, zip,
         purchase_location, purchase_date, device, lot_number)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        fields.firstName.trim(),
        fields.lastName.trim(),
        fields.email.trim(),
        fields.street.trim(),
        fields.city.trim(),
        stateCode,
        fields.zip.trim(),
        fields.purchaseLocation.trim(),
        parseDate(fields.purchaseDate),
        device,
        fields.lotNumber.trim(),
      ],
    );
    return success({ id: row!.id });
  }
}

/** Required, and one of a list: `chosen` is what the value matched, or null/undefined for nothing. */
function choiceProblem(
  value: string,
  field: string,
  chosen: string | null | undefined,
  message: string,
  code: ProblemCode,
): FieldProblem | null {
  if (!value.trim()) return missing(field);
  return chosen ? null : { field, code, message };
}

export function purchaseDateProblem(value: string, today: string): FieldProblem | null {
  const field = 'purchaseDate';
  if (!value.trim()) return missing(field);
  const date = parseDate(value);
  if (!date || date < EARLIEST_PURCHASE_DATE) {
    return { field, code: ProblemCode.INVALID_DATE, message: CONTENT_MESSAGES.invalidPurchaseDate };
  }
  // ISO dates compare as strings.
  if (date > today) return { field, code: ProblemCode.FUTURE_DATE, message: CONTENT_MESSAGES.futurePurchaseDate };
  return null;
}
