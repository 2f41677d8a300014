import { db } from '../../lib/db.ts';
import type { OnboardingRecord, OnboardingStep } from '../../lib/deviceRecords.ts';
import type { OnboardingAnswers } from './onboardingRules.ts';

const RECORD_ID = 'answers';

export async function loadOnboarding(): Promise<OnboardingRecord | null> {
  return (await db.onboarding.get(RECORD_ID)) ?? null;
}

/** Writes the whole record: the step the user is on and every answer so far. */
export async function saveOnboarding(
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
  await db.onboarding.put(record);
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, entry]) => entry !== undefined),
  ) as Partial<T>;
}
