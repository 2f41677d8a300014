// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import type { OutboxRow } from '../../src/lib/outboxRules.ts';
import { newRectanglePlan } from '../../src/lib/room/editing.ts';
import {
  clearDeviceData,
  countDeviceData,
  NOTHING_KEPT,
} from '../../src/features/account/deviceData.ts';

beforeEach(async () => {
  await db.delete({ disableAutoOpen: false });
});

async function fillDevice() {
  const now = new Date().toISOString();
  await db.scans.add({ id: 's1', name: 'Living room', completedAt: now });
  await db.photos.add({
    id: 'p1',
    name: 'corner.jpg',
    type: 'image/jpeg',
    size: 3,
    bytes: new ArrayBuffer(3),
    width: 10,
    height: 10,
    order: 0,
    addedAt: now,
  });
  await db.rooms.add({ id: 'r1', name: 'My Room', items: [], savedAt: now, planId: 'plan-1' });
  await db.roomPlans.add({
    id: 'plan-1',
    name: 'My Room',
    plan: newRectanglePlan(400, 300),
    createdAt: now,
    updatedAt: now,
  });
  await db.cart.bulkAdd([
    { id: 'c1', productId: 'sage-cloud-sofa', x: 0.1, y: 0.1, order: 0, addedAt: now },
    { id: 'c2', productId: 'sage-cloud-sofa', x: 0.2, y: 0.1, order: 1, addedAt: now },
  ]);
  await db.onboarding.put({ id: 'answers', step: 2, userType: 'personal', updatedAt: now });
  await db.newsletter.put({
    id: 'footer',
    email: 'maya@example.com',
    subscribed: true,
    subscribedAt: now,
  });
  await db.requests.add({
    id: 'q1',
    kind: 'contact',
    summary: 'Contact: billing',
    fields: {},
    createdAt: now,
    sentOffline: false,
  });
  const queued: OutboxRow = {
    id: 'o1',
    kind: 'checkout',
    planType: 'premium',
    userId: 'user-1',
    createdAt: now,
    status: 'waiting',
  };
  await db.outbox.add(queued);
}

describe('data on this device', () => {
  it('counts what is kept', async () => {
    await fillDevice();
    expect(await countDeviceData()).toEqual({
      scans: 1,
      photos: 1,
      rooms: 1,
      roomPlans: 1,
      cart: 2,
      answers: 1,
      requests: 1,
      newsletter: 1,
    });
  });

  it('clears it all but the calls still waiting to be sent', async () => {
    await fillDevice();
    await clearDeviceData();
    expect(await countDeviceData()).toEqual(NOTHING_KEPT);
    expect(await db.outbox.count()).toBe(1);
  });
});
