import type { NewsletterRecord } from '../../lib/db.ts';

const RECORD_ID = 'footer';

/** The stored subscription, or null when this device has not subscribed (or storage fails). */
export async function loadSubscription(): Promise<NewsletterRecord | null> {
  try {
    const { db } = await import('../../lib/db.ts');
    return (await db.newsletter.get(RECORD_ID)) ?? null;
  } catch (error: unknown) {
    console.error('Could not read the newsletter state', error);
    return null;
  }
}

export async function saveSubscription(email: string, now: Date = new Date()): Promise<void> {
  const { db } = await import('../../lib/db.ts');
  await db.newsletter.put({
    id: RECORD_ID,
    email: email.trim(),
    subscribed: true,
    subscribedAt: now.toISOString(),
  });
}
