import { db } from '../../lib/db.ts';
import type { OnboardingRecord, OnboardingStep } from '../../lib/deviceRecords.ts';
import { replayWritesAhead, writeAhead } from '../../lib/writeAhead.ts';
import type { OnboardingAnswers } from './onboardingRules.ts';

const TABLE = 'onboarding';
const RECORD_ID = 'answers';

function put(record: OnboardingRecord): Promise<void> {
  return db.onboarding.put(record).then(() => undefined);
}

let writtenBack: Promise<void> | undefined;

/** The answer given just before the last visit went away, written before anything is read. */
function writeBackUnsaved(): Promise<void> {
  writtenBack ??= replayWritesAhead(TABLE, put).catch((error: unknown) => {
    console.error('Could not write back the unsaved onboarding answers', error);
  });
  return writtenBack;
}

export async function loadOnboarding(): Promise<OnboardingRecord | null> {
  await writeBackUnsaved();
  return (await db.onboarding.get(RECORD_ID)) ?? null;
}

/**
 * Writes the whole record: the step the user is on and every answer so far. A copy is in
 * localStorage before this returns (lib/writeAhead.ts), so an answer given just before a reload
 * is not lost with the write IndexedDB had not committed.
 */
export function saveOnboarding(
  step: OnboardingStep,
  answers: OnboardingAnswers,
  extra: Pick<OnboardingRecord, 'completedAt'> = {},
  now: Date = new Date(),
): Promise<void> {
  const record: OnboardingRecord = {
    id: RECORD_ID,
    step,
    updatedAt: now.toISOString(),
    ...definedOnly(answers),
    ...definedOnly(extra),
  };
  return writeAhead(TABLE, RECORD_ID, record, () => put(record));
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
