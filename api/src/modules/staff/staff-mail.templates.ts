import { type MailMessage, SHOP_NAME, layout } from '../mail/mail.templates';
import { SETUP_LINK_TTL_SECONDS } from './staff.rules';

const HOURS = SETUP_LINK_TTL_SECONDS / 3600;

/** The setup link of a new staff member, or of one whose authenticator was reset. */
export function staffSetupMail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: `${SHOP_NAME} back office: set up your account`,
    text: layout([
      `Hello ${name},`,
      '',
      `Open this link to choose your password and set up your authenticator app: ${link}`,
      `It works once, for ${HOURS} hours. If you did not expect it, tell the shop owner.`,
    ]),
  };
}
