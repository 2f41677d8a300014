import { saveRequest } from '../requests/index.ts';

/**
 * Keeps the "notify me" request on the device, listed with the account's other requests.
 * Storage that fails does not take the thanks away: the address was given, and the failure is
 * logged for support.
 */
export async function saveDeliveryNotify(email: string, area: string): Promise<void> {
  const address = email.trim();
  try {
    await saveRequest({
      kind: 'delivery-notify',
      summary: `Delivery updates for ${area}: ${address}`,
      fields: { email: address, area },
    });
  } catch (error: unknown) {
    console.error('Could not keep the delivery notification on this device', error);
  }
}
