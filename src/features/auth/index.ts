// What other features may use of the auth feature.
export {
  sessionAtom,
  authLoadingAtom,
  userAtom,
  authNoticeAtom,
  type AuthNotice,
} from './authAtoms.ts';
export {
  AUTH_MESSAGES,
  SIGN_IN_SUCCESS,
  SIGN_UP_SUCCESS,
  authErrorMessage,
  isAuthError,
  lostCredentialsMessage,
} from './authErrors.ts';
export { signInWithPassword, signUpWithPassword } from './authCalls.ts';
export { useAuth } from './useAuth.ts';
export {
  PROFILE_MESSAGES,
  profileUpdate,
  updateProfile,
  type ProfileChanges,
  type ProfileUpdateResult,
} from './updateProfile.ts';
