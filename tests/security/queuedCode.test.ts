// @vitest-environment node
import 'fake-indexeddb/auto';
import { db } from '../../src/lib/db.ts';
import { isCodeFresh, SECOND_STEP_CODE_FRESH_MS } from '../../src/lib/outboxRules.ts';
import {
  StaleCodeError,
  reportQueuedAuthCall as reportOutboxEvent,
  sendQueuedAuthCall as sendQueuedCall,
} from '../../src/features/auth/authOutbox.ts';
import { secondStepNoticeAtom, sessionAtom } from '../../src/features/auth/authAtoms.ts';
import { notify } from '../../src/ui/notify.tsx';
import { sessionAt } from '../auth/mfaSession.ts';
import { verifyFactorCode } from '../../src/features/auth/authCalls.ts';
import { createStore } from 'jotai';
import {
  disposeOutboxes,
  fakeEnvironment,
  makeOutbox,
  readRawDatabase,
} from '../outbox/helpers.ts';

vi.mock('../../src/features/auth/authCalls.ts', () => ({
  signInWithPassword: vi.fn(),
  signUpWithPassword: vi.fn(),
  secondStepRequired: vi.fn(),
  verifyFactorCode: vi.fn(() => Promise.resolve(null)),
}));
vi.mock('../../src/ui/notify.tsx', () => ({ notify: vi.fn(() => 'toast') }));

beforeEach(async () => {
  vi.clearAllMocks();
  await db.delete({ disableAutoOpen: false });
});

afterEach(() => {
  disposeOutboxes();
});

const row = (createdAt: string) => ({
  id: 'code-1',
  kind: 'second-step' as const,
  factorId: 'f1',
  userId: 'u1',
  createdAt,
  status: 'waiting' as const,
});

describe('a two-step code queued offline', () => {
  it('is kept on disk without the code, and sent with it when back online', async () => {
    const { outbox, send, online } = makeOutbox({ online: false });
    const queued = await outbox.enqueueSecondStep('f1', 'u1', '123456');
    const raw = await readRawDatabase();
    expect(raw.outbox).toEqual([{ ...row(queued.createdAt), id: queued.id }]);
    expect(JSON.stringify(raw)).not.toContain('123456');

    online.value = true;
    await outbox.flush({ force: true });
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ id: queued.id }), '123456');
    expect(await db.outbox.count()).toBe(0);
  });

  it('is reported lost when the app that held the code was closed', async () => {
    await db.outbox.put(row('2025-01-07T10:00:00.000Z'));
    const { outbox, send, report } = makeOutbox({ online: true });
    outbox.start(fakeEnvironment());
    await outbox.flush();
    expect(send).not.toHaveBeenCalled();
    expect(report).toHaveBeenCalledWith({ type: 'lost', row: row('2025-01-07T10:00:00.000Z') });
  });

  it('goes with the account on sign-out', async () => {
    const { outbox } = makeOutbox({ online: false });
    await outbox.enqueueSecondStep('f1', 'u1', '123456');
    await outbox.clearAccount('u1');
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('a queued code that waited too long', () => {
  const typedAt = Date.parse('2025-01-07T10:00:00.000Z');

  it('is fresh for a minute after it was typed', () => {
    const createdAt = new Date(typedAt).toISOString();
    expect(isCodeFresh(createdAt, typedAt + SECOND_STEP_CODE_FRESH_MS)).toBe(true);
    expect(isCodeFresh(createdAt, typedAt + SECOND_STEP_CODE_FRESH_MS + 1)).toBe(false);
    expect(isCodeFresh('not a date', typedAt)).toBe(false);
  });

  it('is not sent; the code step asks for the code the app shows now', async () => {
    const stale = row(new Date(typedAt).toISOString());
    await expect(sendQueuedCall(stale, '123456', () => typedAt + 61_000)).rejects.toBeInstanceOf(
      StaleCodeError,
    );
    expect(verifyFactorCode).not.toHaveBeenCalled();
    await sendQueuedCall(stale, '123456', () => typedAt + 5_000);
    expect(verifyFactorCode).toHaveBeenCalledWith('f1', '123456');

    const store = createStore();
    reportOutboxEvent({ type: 'failed', row: stale, error: new StaleCodeError() }, store);
    expect(store.get(secondStepNoticeAtom)?.message).toBe(
      'Your code expired while you were offline. Enter the code your authenticator app shows now.',
    );
  });
});

describe('a queued password sign-in of a two-step account', () => {
  it('does not welcome the user back before the code', () => {
    const store = createStore();
    store.set(sessionAtom, sessionAt('aal1'));
    const signIn = {
      id: 's1',
      kind: 'sign-in' as const,
      email: 'ada@example.com',
      createdAt: '2025-01-07T10:00:00.000Z',
      status: 'sending' as const,
    };
    reportOutboxEvent({ type: 'sent', row: signIn, value: null }, store);
    expect(notify).not.toHaveBeenCalled();
    store.set(sessionAtom, sessionAt('aal2'));
    reportOutboxEvent({ type: 'sent', row: signIn, value: null }, store);
    expect(notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Welcome back!' }));
  });
});
