import { CONTACT_PHONES } from '../../components/layout/footer';

/** The shop's addresses, hours and lines, shown on the contact, help, refund and career pages. */
export const CONTACT = {
  company: 'ESI Vape & Smoke Shop',
  headquarters: ['ESI Vape & Smoke Shop Headquarters', '2025 N Saguaro Commerce Way, Suite 100', 'Phoenix, AZ 85009'],
  returns: ['ESI Returns Department', '2025 N Saguaro Commerce Way, Dock 4', 'Phoenix, AZ 85009'],
  hours: 'Monday to Friday, 8AM-5PM Arizona time (MST)',
  hoursShort: 'Mon-Fri 8AM-5PM Arizona time',
  retailPhone: CONTACT_PHONES[0],
  wholesalePhone: CONTACT_PHONES[1],
  supportEmail: 'support@esi-vape.example',
  careersEmail: 'careers@esi-vape.example',
} as const;
