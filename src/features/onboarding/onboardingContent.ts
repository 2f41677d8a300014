/** Onboarding's questions and choices. */
import { SAMPLES } from '../../content/samples.ts';
import type { SampleImage } from '../../content/samples.ts';
import type {
  OnboardingInputMethod,
  OnboardingStep,
  OnboardingUserType,
} from '../../lib/deviceRecords.ts';

export const STEP_QUESTIONS: Readonly<Record<OnboardingStep, { title: string; hint: string }>> = {
  1: { title: 'Who are you designing for?', hint: 'We tailor tools and tips to how you work.' },
  2: { title: 'How would you like to capture your room?', hint: 'You can switch any time.' },
  3: {
    title: 'Which style speaks to you?',
    hint: 'Optional: pick one to start from, or skip and decide later.',
  },
};

export const USER_TYPES: ReadonlyArray<{
  value: OnboardingUserType;
  label: string;
  text: string;
}> = [
  { value: 'personal', label: 'Personal', text: 'For my own home, as a homeowner or renter.' },
  {
    value: 'professional',
    label: 'Professional',
    text: 'For clients, as a designer, stager, agent or developer.',
  },
];

export const INPUT_METHODS: ReadonlyArray<{
  value: OnboardingInputMethod;
  label: string;
  text: string;
  recommended: boolean;
}> = [
  {
    value: 'scan',
    label: 'Scan my room',
    text: 'Use your phone for an accurate 3D model in under 2 minutes.',
    recommended: true,
  },
  {
    value: 'upload',
    label: 'Upload photos',
    text: 'Share 4-6 photos of your room from different angles.',
    recommended: false,
  },
];

export const STYLES: ReadonlyArray<{ value: string; image: SampleImage }> = [
  { value: 'Modern', image: SAMPLES.livingModern },
  { value: 'Japandi', image: SAMPLES.livingJapandi },
  { value: 'Industrial', image: SAMPLES.studyIndustrial },
  { value: 'Bohemian', image: SAMPLES.bedroomBohemian },
  { value: 'Scandinavian', image: SAMPLES.bedroomScandinavian },
  { value: 'Classic', image: SAMPLES.diningClassic },
];
