// Plays a customer on the simulated provider's hosted page, the way a browser would: the broker's
// checkout call, then url-encoded forms posted to /pay/checkout/{id} (without the broker's token),
// then the 303 back to the deposit screen, whose query carries the payment token.
import { CARD_RETURN_PARAMS } from '../../../contract/wallet';
import type { TestUser } from '../helpers/register-and-login';
import { DEMO_CODE, VISA_TEST_CARD, type WalletTestApp } from './wallet-test-kit';

export const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

export interface PageAnswer {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}

export async function openCheckout(t: WalletTestApp, customer: TestUser, amount: number): Promise<string> {
  const answer = await t.send(customer, 'POST', '/api/trans/card/checkout', { amount });
  if (answer.statusCode !== 200) throw new Error(`checkout: ${answer.statusCode} ${answer.body.message}`);
  return (answer.body.data as { paymentUrl: string }).paymentUrl;
}

export async function postForm(
  t: WalletTestApp,
  url: string,
  fields: Record<string, string>,
): Promise<PageAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });
  return { statusCode: response.statusCode, body: response.body, headers: response.headers };
}

/** The payment token and amount of the page's redirect back to the broker. */
export function returnOf(answer: PageAnswer): { path: string; token: string; amount: string } {
  if (answer.statusCode !== 303) throw new Error(`expected the page's redirect, got ${answer.statusCode}`);
  const location = new URL(String(answer.headers.location), 'http://broker.test');
  return {
    path: `${location.pathname}?method=${location.searchParams.get('method') ?? ''}`,
    token: location.searchParams.get(CARD_RETURN_PARAMS.token) ?? '',
    amount: location.searchParams.get(CARD_RETURN_PARAMS.amount) ?? '',
  };
}

/** Pays `amount` on the hosted page with the test card; `codes` are typed in turn. */
export async function payOnHostedPage(
  t: WalletTestApp,
  customer: TestUser,
  amount: number,
  codes: string[] = [DEMO_CODE],
): Promise<string> {
  const paymentUrl = await openCheckout(t, customer, amount);
  const card = await postForm(t, `${paymentUrl}/card`, VISA_TEST_CARD);
  if (card.statusCode !== 200) throw new Error(`card step: ${card.statusCode}`);
  let last: PageAnswer | null = null;
  for (const code of codes) last = await postForm(t, `${paymentUrl}/code`, { code });
  if (!last) throw new Error('no code typed');
  return returnOf(last).token;
}
