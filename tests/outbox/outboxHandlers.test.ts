// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import { SenderUnavailableError } from '../../src/lib/outboxErrors.ts';
import { classifyFailure } from '../../src/lib/outboxRules.ts';
import { outboxHandlerFor, registerOutboxHandler } from '../../src/features/outbox/outboxClient.ts';
import type { OutboxHandler } from '../../src/features/outbox/outboxHandlers.ts';
import { disposeOutboxes, makeOutbox } from './helpers.ts';

afterEach(() => {
  disposeOutboxes();
});

const handler: OutboxHandler = {
  send: () => Promise.resolve({ url: 'https://pay.test/cs_1' }),
  report: () => undefined,
};

describe('the handlers of queued calls', () => {
  it('without one for a kind, the call is retried, never ended', async () => {
    await db.delete({ disableAutoOpen: false });
    const error = await outboxHandlerFor('second-step').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SenderUnavailableError);
    expect(classifyFailure(error)).toBe('retry');

    const { outbox, report } = makeOutbox({
      send: async (row, secret) => (await outboxHandlerFor(row.kind)).send(row, secret),
    });
    await outbox.enqueueSecondStep('f1', 'u1', '123456');
    await outbox.flush({ force: true });
    expect(await db.outbox.count()).toBe(1);
    expect(report).not.toHaveBeenCalled();
  });

  it('loads a handler once, and again after a load that failed', async () => {
    let loads = 0;
    registerOutboxHandler(['sign-up'], () => {
      loads += 1;
      return loads === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(handler);
    });
    await expect(outboxHandlerFor('sign-up')).rejects.toThrow('Failed to fetch');
    await expect(outboxHandlerFor('sign-up')).resolves.toBe(handler);
    await expect(outboxHandlerFor('sign-up')).resolves.toBe(handler);
    expect(loads).toBe(2);
  });
});
