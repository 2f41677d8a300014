// What other features may use of the auth feature.
export {
  sessionAtom,
  authLoadingAtom,
  userAtom,
  authNoticeAtom,
  secondStepDueAtom,
  secondStepNoticeAtom,
  type AuthNotice,
  type SecondStepDue,
} from './authAtoms.ts';
export {
  AUTH_MESSAGES,
  ONE_TIME_CODE_INPUT,
  SECURITY_MESSAGES,
  SIGN_IN_SUCCESS,
  SIGN_UP_SUCCESS,
  authErrorMessage,
  hasErrorCode,
  isAuthError,
  isAuthenticatorCode,
  normalizedCode,
  signUpProblem,
  lostCredentialsMessage,
} from './authErrors.ts';
export { signInWithPassword, signUpWithPassword, verifyFactorCode } from './authCalls.ts';
export { useAuth } from './useAuth.ts';
export { loadBackend } from './backendLoader.ts';
export {
  PROFILE_MESSAGES,
  profileUpdate,
  updateProfile,
  type ProfileChanges,
  type ProfileUpdateResult,
} from './updateProfile.ts';
