/** The device warranty form and the newsletter (spec sections 3 and 5); the server enforces each rule once. */

/** The pod devices a warranty can be registered for: the PRO model, the 2.0 model, or another one. */
export const DEVICE_OPTIONS = ['ESI PRO', 'ESI 2.0', 'Other'] as const;
export type DeviceOption = (typeof DEVICE_OPTIONS)[number];

export const STREET_MAX = 200;
export const CITY_MAX = 100;
export const PURCHASE_LOCATION_MAX = 120;
export const LOT_NUMBER_MAX = 40;
/** No device of ours was sold before this day; an earlier date is a typo. */
export const EARLIEST_PURCHASE_DATE = '2015-01-01';

export const CONTENT_MESSAGES = {
  invalidDevice: `Please choose ${DEVICE_OPTIONS.slice(0, -1).join(', ')} or ${DEVICE_OPTIONS.at(-1)}.`,
  invalidPurchaseDate: 'Please enter a valid purchase date.',
  futurePurchaseDate: 'The purchase date cannot be in the future.',
  deviceRegistered: 'Thank you for registering your device! Your warranty registration has been received.',
  subscribed: 'Thank you for subscribing to our newsletter!',
} as const;

const MINUTE = 60_000;

/** Public forms: a bound per client address, so a script cannot fill the tables. */
export const CONTENT_RATE_LIMITS = {
  deviceRegistrationPerIp: { name: 'device-registration:ip', max: 30, windowMs: 60 * MINUTE },
  newsletterPerIp: { name: 'newsletter:ip', max: 20, windowMs: 60 * MINUTE },
} as const;
