import { type MailMessage, SHOP_NAME, htmlLayout, layout, safeHtml } from '../mail/mail.templates';

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;

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
  const heading = `We refunded ${dollars(refund.amountCents)} for order ${refund.orderNumber}`;
  const where = refund.card ? `It goes back to your ${refund.card}` : 'It goes back to how you paid';
  const when = `${where}; banks usually show it within 5 to 10 business days.`;
  return {
    to,
    subject: `${SHOP_NAME}: refund of ${dollars(refund.amountCents)} for order ${refund.orderNumber}`,
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
