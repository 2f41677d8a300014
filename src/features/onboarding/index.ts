export { Onboarding } from './Onboarding.tsx';
