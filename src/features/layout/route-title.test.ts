import { isActivePath } from './nav-items';
import { isDashboardPath, routeTitle } from './route-title';

it('titles each page of the mobile header in Turkish, whatever the case of the path', () => {
  expect(routeTitle('/trade')).toBe('Piyasalar');
  expect(routeTitle('/transactions')).toBe('Islemlerim');
  expect(routeTitle('/Verification')).toBe('Kimlik Doğrulama');
  expect(routeTitle('/Withdrawal')).toBe('Para Çek');
  expect(routeTitle('/closed/42')).toBe('Kapanan Pozisyonlar');
  expect(routeTitle('/order/xauusd')).toBe('XAUUSD');
  expect(routeTitle('/chart/EURUSD')).toBe('EURUSD');
  expect(isDashboardPath('/')).toBe(true);
  expect(isDashboardPath('/trade')).toBe(false);
});

it('marks a nav entry active on its page and the pages below it, and / only on itself', () => {
  expect(isActivePath('/', '/')).toBe(true);
  expect(isActivePath('/', '/trade')).toBe(false);
  expect(isActivePath('/traders', '/traders')).toBe(true);
  expect(isActivePath('/wallet', '/Wallet')).toBe(true);
  expect(isActivePath('/trade', '/traders')).toBe(false);
});
