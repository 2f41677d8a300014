/**
 * Onboarding's steps (spec 02 sections 2, 4 and 5): 1 user type (personal or professional),
 * 2 input method (scan, recommended, or upload), 3 style (optional). Pure rules only.
 */
import type {
  OnboardingInputMethod,
  OnboardingRecord,
  OnboardingStep,
  OnboardingUserType,
} from '../../lib/deviceRecords.ts';

export const ONBOARDING_STEP_COUNT = 3;

export interface OnboardingAnswers {
  userType?: OnboardingUserType;
  inputMethod?: OnboardingInputMethod;
  selectedStyle?: string;
}

/** Step 1 needs a user type, step 2 an input method; step 3 (style) is optional. */
export function canContinue(step: OnboardingStep, answers: OnboardingAnswers): boolean {
  if (step === 1) return answers.userType !== undefined;
  if (step === 2) return answers.inputMethod !== undefined;
  return true;
}

export function nextStep(step: OnboardingStep): OnboardingStep {
  return step === 1 ? 2 : 3;
}

export function previousStep(step: OnboardingStep): OnboardingStep {
  return step === 3 ? 2 : 1;
}

/**
 * The step to resume at: the one saved, pulled back to the first whose answer is missing, so a
 * record written by an older version (or edited by hand) never skips a required question.
 */
export function resumeStep(
  record: Pick<OnboardingRecord, 'step'> & OnboardingAnswers,
): OnboardingStep {
  if (record.userType === undefined) return 1;
  if (record.inputMethod === undefined && record.step === 3) return 2;
  return record.step;
}

/** Where "Let's Design" leads: the capture page for the chosen input method. */
export function destinationFor(inputMethod: OnboardingInputMethod | undefined): string {
  return inputMethod === 'upload' ? '/upload-photos' : '/try-scanner';
}

/** The answers as "Let's Design" reports them (spec 02 section 3: onboarding answers). */
export function answersSummary(answers: OnboardingAnswers): Required<{
  [K in keyof OnboardingAnswers]: OnboardingAnswers[K] | null;
}> {
  return {
    userType: answers.userType ?? null,
    inputMethod: answers.inputMethod ?? null,
    selectedStyle: answers.selectedStyle ?? null,
  };
}

export function stepLabel(step: OnboardingStep): string {
  return `Step ${step} of ${ONBOARDING_STEP_COUNT}`;
}

export function stepPercent(step: OnboardingStep): number {
  return Math.round((step / ONBOARDING_STEP_COUNT) * 100);
}
