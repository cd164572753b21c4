// The session's public entry: what other features may use of it, exported on purpose. Everything
// else in this folder is the session's own. The events that end a session and the token's selector
// live in src/api/session.ts, since the base query and the socket need them too.
export { selectSessionToken } from '../../api/session';
export { useGetProfileQuery } from './api/session-api';
export {
  selectAccountReady,
  selectAccountSummary,
  selectMarginFree,
  selectProfile,
} from './session-selectors';
export { meetsPasswordRules } from './session-rules';
export { useLogout } from './use-logout';
export { useSignOut } from './use-sign-out';
