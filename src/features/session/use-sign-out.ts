// The menu's 'Çıkış Yap': ends the session on this device only, without calling the server
// (SPEC.md section 4). The layout's 'Oturumu Kapat' uses useLogout instead.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { signedOut } from './session-slice';

export const SIGN_IN_PATH = '/sign-in';

export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(() => {
    dispatch(signedOut());
    navigate(SIGN_IN_PATH, { replace: true });
  }, [dispatch, navigate]);
}
