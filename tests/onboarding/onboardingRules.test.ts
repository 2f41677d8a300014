// @vitest-environment node
import {
  answersSummary,
  canContinue,
  destinationFor,
  nextStep,
  previousStep,
  resumeStep,
  stepLabel,
  stepPercent,
} from '../../src/features/onboarding/onboardingRules.ts';

describe('onboarding step rules', () => {
  it('needs a user type on step 1', () => {
    expect(canContinue(1, {})).toBe(false);
    expect(canContinue(1, { inputMethod: 'scan' })).toBe(false);
    expect(canContinue(1, { userType: 'personal' })).toBe(true);
  });

  it('needs an input method on step 2', () => {
    expect(canContinue(2, { userType: 'professional' })).toBe(false);
    expect(canContinue(2, { userType: 'professional', inputMethod: 'upload' })).toBe(true);
  });

  it('lets step 3 go on without a style', () => {
    expect(canContinue(3, { userType: 'personal', inputMethod: 'scan' })).toBe(true);
  });

  it('moves one step at a time within 1-3', () => {
    expect([nextStep(1), nextStep(2), nextStep(3)]).toEqual([2, 3, 3]);
    expect([previousStep(1), previousStep(2), previousStep(3)]).toEqual([1, 1, 2]);
  });

  it('resumes at the saved step, never past a missing answer', () => {
    expect(resumeStep({ step: 2, userType: 'personal' })).toBe(2);
    expect(resumeStep({ step: 3, userType: 'personal', inputMethod: 'upload' })).toBe(3);
    expect(resumeStep({ step: 3, userType: 'personal' })).toBe(2);
    expect(resumeStep({ step: 2 })).toBe(1);
  });

  it("sends Let's Design to the chosen capture page", () => {
    expect(destinationFor('scan')).toBe('/try-scanner');
    expect(destinationFor('upload')).toBe('/upload-photos');
    expect(destinationFor(undefined)).toBe('/try-scanner');
  });

  it('labels the progress', () => {
    expect(stepLabel(2)).toBe('Step 2 of 3');
    expect([1, 2, 3].map((step) => stepPercent(step as 1 | 2 | 3))).toEqual([33, 67, 100]);
  });

  it('reports every answer, null when not given', () => {
    expect(answersSummary({ userType: 'personal', inputMethod: 'scan' })).toEqual({
      userType: 'personal',
      inputMethod: 'scan',
      selectedStyle: null,
    });
  });
});
