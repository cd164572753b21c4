// Whether the signed-in person is one of the broker's operators (API.md Roles). Read from the
// persisted profile, so the guard, the sidebar link and the landing redirect agree without a call.
import type { RootState } from '../../app/store';
import { selectProfile } from '../session';

export const OPERATOR_HOME = '/operator';

export const selectIsOperator = (state: RootState): boolean => selectProfile(state)?.role === 'operator';

/** False until the profile is known, so a guard can wait for it instead of sending someone away. */
export const selectRoleKnown = (state: RootState): boolean => selectProfile(state) !== null;
