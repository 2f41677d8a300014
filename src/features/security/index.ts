// What other features may use of the security feature.
export { SecurityTab } from './SecurityTab.tsx';
