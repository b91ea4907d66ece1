const dayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Two YYYY-MM-DD days as "Fri, Nov 27 – Tue, Dec 1" (calendar days: no time zone may move them). */
export function formatDeliveryDays(from: string, to: string): string {
  const day = (iso: string) => dayFormat.format(new Date(`${iso}T12:00:00Z`));
  return `${day(from)} – ${day(to)}`;
}
