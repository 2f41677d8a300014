// What other features may use of the account feature.
export { avatarInitial, displayName } from './accountRules.ts';
