/**
 * Live chat is staffed 9 AM-6 PM EST (spec 02 section 2), Monday to Friday. The hours follow
 * New York's clock, so they stay right across daylight saving time.
 */
export const LIVE_CHAT_TIME_ZONE = 'America/New_York';
export const LIVE_CHAT_OPENS_HOUR = 9;
export const LIVE_CHAT_CLOSES_HOUR = 18;

let clock: Intl.DateTimeFormat | null = null;

/** Whether someone is on live chat at this moment. */
export function isLiveChatOpen(now: Date): boolean {
  // Made on first use: building a formatter costs a page's start-up a long task on a phone.
  clock ??= new Intl.DateTimeFormat('en-US', {
    timeZone: LIVE_CHAT_TIME_ZONE,
    weekday: 'short',
    hour: 'numeric',
    hourCycle: 'h23',
  });
  const parts = clock.formatToParts(now);
  const weekday = parts.find((part) => part.type === 'weekday')?.value ?? '';
  const hour = Number(parts.find((part) => part.type === 'hour')?.value ?? NaN);
  if (weekday === 'Sat' || weekday === 'Sun') return false;
  return hour >= LIVE_CHAT_OPENS_HOUR && hour < LIVE_CHAT_CLOSES_HOUR;
}
