import { type MailMessage, SHOP_NAME, htmlLayout, layout, safeHtml } from '../mail/mail.templates';
import { inDollars } from '../../common/dollars';

/** The gateway's brand names as a customer says them; any other is "<brand> card". */
const BRAND_WORDS: Record<string, string> = {
  AmericanExpress: 'American Express card',
  MasterCard: 'Mastercard',
  eCheck: 'bank account',
};

/** "Visa ending 1111", "bank account ending 6789", the brand alone, or null when the ledger names none. */
export function paymentCardWords(payment: { brand: string | null; lastFour: string | null }): string | null {
  if (!payment.brand) return null;
  const brand = BRAND_WORDS[payment.brand] ?? `${payment.brand} card`;
  return payment.lastFour ? `${brand} ending ${payment.lastFour}` : brand;
}

/** The customer's mail about a refund: how much, to which card, why, and when to expect it. */
export function refundMail(
  to: string,
  refund: {
    orderNumber: string;
    amountCents: number;
    card: string | null;
    reason: string;
    lines: string[];
    link: string;
  },
): MailMessage {
  const heading = `We refunded ${inDollars(refund.amountCents)} for order ${refund.orderNumber}`;
  const where = refund.card ? `It goes back to your ${refund.card}` : 'It goes back to how you paid';
  const when = `${where}; banks usually show it within 5 to 10 business days.`;
  return {
    to,
    subject: `${SHOP_NAME}: refund of ${inDollars(refund.amountCents)} for order ${refund.orderNumber}`,
    text: layout([
      `${heading}.`,
      when,
      ...(refund.lines.length ? ['', 'Refunded:', ...refund.lines.map((line) => `- ${line}`)] : []),
      '',
      `Reason: ${refund.reason}`,
      '',
      `Your order: ${refund.link}`,
    ]),
    html: htmlLayout(
      heading,
      safeHtml`<p>${when}</p>` +
        (refund.lines.length ? `<ul>${refund.lines.map((line) => safeHtml`<li>${line}</li>`).join('')}</ul>` : '') +
        safeHtml`<p>Reason: ${refund.reason}</p><p><a href="${refund.link}">Your order</a></p>`,
    ),
  };
}

/**
 * The customer's mail when staff void the order's authorization and keep the order: nothing was charged, and the
 * total is owed again, payable with Pay now on the order page (behind sign-in, as the confirmation's link).
 */
export function voidMail(
  to: string,
  voided: {
    orderNumber: string;
    /** What the order owes again. */
    dueCents: number;
    method: 'card' | 'bank';
    card: string | null;
    lines: string[];
    link: string;
  },
): MailMessage {
  const payment = voided.method === 'bank' ? 'bank payment' : 'card payment';
  const heading = `The ${payment} for order ${voided.orderNumber} was cancelled`;
  const where = voided.card ? `your ${voided.card}` : `your ${voided.method === 'bank' ? 'account' : 'card'}`;
  const notCharged =
    `We cancelled it before any money was taken: ${where} was not charged. If your bank still shows the amount ` +
    'as pending, it drops off without being charged.';
  const kept = `Your order is kept, and ${inDollars(voided.dueCents)} is now due.`;
  const pay = 'Please pay it with Pay now on your order page (sign in first). We ship it once it is paid.';
  return {
    to,
    subject: `${SHOP_NAME}: ${payment} for order ${voided.orderNumber} cancelled, ${inDollars(voided.dueCents)} due`,
    text: layout([
      `${heading}.`,
      notCharged,
      '',
      kept,
      pay,
      ...(voided.lines.length ? ['', 'Your order:', ...voided.lines.map((line) => `- ${line}`)] : []),
      '',
      `Pay for your order: ${voided.link}`,
    ]),
    html: htmlLayout(
      heading,
      safeHtml`<p>${notCharged}</p><p>${kept} ${pay}</p>` +
        (voided.lines.length ? `<ul>${voided.lines.map((line) => safeHtml`<li>${line}</li>`).join('')}</ul>` : '') +
        safeHtml`<p><a href="${voided.link}">Pay for your order</a></p>`,
    ),
  };
}
