// 'Oturumu Kapat': tells the server to revoke the token, then ends the session here whatever the
// server answered, so a user is never stuck signed in because the network failed.
import { useCallback } from 'react';
import { useLogoutMutation } from './api/session-api';
import { useSignOut } from './use-sign-out';

export function useLogout(): { logout: () => Promise<void>; isLoading: boolean } {
  const [callLogout, { isLoading }] = useLogoutMutation();
  const signOut = useSignOut();
  const logout = useCallback(async () => {
    await callLogout();
    signOut();
  }, [callLogout, signOut]);
  return { logout, isLoading };
}
