// A signed-in store state and a route table with the real layout around stub pages.
import { Route, Routes, useLocation } from 'react-router';
import type { AccountSummary, UserProfile } from '../../../../contract/entities';
import type { RootState } from '../../../app/store';
import { signedInState } from '../../../test/render-with-providers';
import { AppLayout } from '../app-layout';

export const summary: AccountSummary = {
  balance: 10250.5,
  credit: 500,
  assets: 10893.27,
  margin: 1210.4,
  marginFree: 9682.87,
  marginPct: 899.97,
  floating: 142.77,
};

export const profile: UserProfile = {
  ...summary,
  id: 'u1',
  name: 'Ayşe',
  surname: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+905551112233',
  role: 'customer',
  accountId: 'a1',
  accountKind: 'real',
  currency: 'USD',
};

export const signedInWithProfile = (): Partial<RootState> =>
  ({
    ...signedInState(),
    userProfile: { profile },
    userFinance: { summary },
  }) as Partial<RootState>;

function Where() {
  const { pathname } = useLocation();
  return <p data-testid="page">{pathname}</p>;
}

/** The layout around a page that prints its path, plus a bare sign-in screen. */
export const layoutRoutes = (
  <Routes>
    <Route path="/sign-in" element={<p>Giriş ekranı</p>} />
    <Route element={<AppLayout />}>
      <Route path="*" element={<Where />} />
    </Route>
  </Routes>
);

export const profileReply = { status: 200, body: { status: true, data: profile } };
