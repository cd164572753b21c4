// Shared set-up for the order ticket's screen tests: a symbol list answered by the fake network,
// account figures in the store, and routes so a trip to / can be seen.
import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ReactElement } from 'react';
import type { AccountSummary, SymbolInfo, UserProfile } from '../../../../contract/entities';
import type { RootState } from '../../../app/store';
import { liveMessagesReceived } from '../../../socket/socket-actions';
import type { FakeApi } from '../../../test/fake-api';
import { demoSummary, goldSymbol } from '../../../test/fixtures';
import {
  oneClickSignedInState,
  renderWithProviders,
  signedInState,
} from '../../../test/render-with-providers';

/** The ticket's symbols start from gold (XAUUSD at 2000.5 / 2001.5). */
export const symbolInfo = goldSymbol;

export const GOLD = symbolInfo({});
export const THYAO = symbolInfo({
  symbol: 'THYAO',
  desc: 'Türk Hava Yolları',
  catCode: 'bist',
  ask: 300.5,
  bid: 299.5,
  lvg: 5,
  contractSize: 1,
  calc: 1,
  currencyProfit: 'TRY',
  max: 100,
});
export const USDTRY = symbolInfo({
  symbol: 'USDTRY',
  desc: 'Dolar / TL',
  catCode: 'forex',
  ask: 30.1,
  bid: 29.9,
  digits: 4,
});

export const SUMMARY: AccountSummary = demoSummary();

export function answerSymbols(fake: FakeApi, symbols: SymbolInfo[]): void {
  fake.on('GET /api/margin/infos', { body: { status: true, data: symbols } });
}

export function renderTicketRoute(
  element: ReactElement,
  options: {
    route: string;
    summary?: AccountSummary | null;
    oneClick?: boolean;
    /** The signed-in profile (it names the active account); none unless a test is about it. */
    profile?: UserProfile;
  },
) {
  // The sending tests run with one-click trading on; order-confirm.test.tsx covers the confirmation.
  const { summary = SUMMARY, route, oneClick = true, profile } = options;
  const preloadedState = {
    ...(oneClick ? oneClickSignedInState() : signedInState()),
    userFinance: { summary },
    ...(profile ? { userProfile: { profile } } : {}),
  } as Partial<RootState>;
  return renderWithProviders(
    <Routes>
      <Route path="/order/:symbol" element={element} />
      <Route path="/" element={<p>Anasayfa</p>} />
    </Routes>,
    { preloadedState, route },
  );
}

/** Waits for the form of the ticket (after the reveal delay and the symbol list). */
export const findTicketForm = (symbol: string) => screen.findByRole('form', { name: symbol });

export function tick(
  store: { dispatch: (action: ReturnType<typeof liveMessagesReceived>) => unknown },
  symbol: string,
  ask: number,
  bid: number,
) {
  act(() => {
    store.dispatch(liveMessagesReceived([{ type: 'price', symbol, ask, bid }]));
  });
}
