// The simulated provider's hosted page as plain HTML: no script, no image, no asset of the broker's
// SPA, a style sheet inline, forms that post back to the page itself. What a customer types here
// (card number, expiry, CVC, the 3-D Secure code) goes to the provider's routes and nowhere else.
import { serverTexts } from '../../../contract/server-texts';
import type { Checkout } from './simulated-checkouts';

const texts = serverTexts.hostedCard;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const usdText = (cents: number): string => (cents / 100).toFixed(2);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1b1f24;margin:0;padding:24px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px #0002}
label{display:block;margin:12px 0 4px;font-weight:600}input{width:100%;box-sizing:border-box;padding:10px;
font-size:16px;border:1px solid #6b7280;border-radius:8px}button{margin-top:16px;width:100%;padding:12px;
font-size:16px;border:0;border-radius:8px;background:#0b5cad;color:#fff}button.secondary{background:#4b5563}
p.error{color:#a11d27;font-weight:600}small{color:#374151}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escapeHtml(title)}</h1><p><small>${escapeHtml(texts.provider)}</small></p>${body}</main></body></html>`;
}

function field(name: string, label: string, attributes: string): string {
  return `<label for="${name}">${escapeHtml(label)}</label><input id="${name}" name="${name}" ${attributes} required>`;
}

function errorLine(error: string | null): string {
  return error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '';
}

function cancelForm(checkout: Checkout): string {
  return `<form method="post" action="/pay/checkout/${checkout.id}/cancel">
<button class="secondary" type="submit">${escapeHtml(texts.cancel)}</button></form>`;
}

export function cardFormPage(checkout: Checkout, error: string | null = null): string {
  return page(
    texts.title,
    `<p>${escapeHtml(texts.amount(usdText(checkout.amountCents)))}</p><p><small>${escapeHtml(texts.note)}</small></p>
${errorLine(error)}<form method="post" action="/pay/checkout/${checkout.id}/card" autocomplete="on">
${field('number', texts.number, 'inputmode="numeric" autocomplete="cc-number" maxlength="23"')}
${field('holder', texts.holder, 'autocomplete="cc-name" maxlength="100"')}
${field('expiry', texts.expiry, 'inputmode="numeric" autocomplete="cc-exp" placeholder="AA/YY" maxlength="5"')}
${field('cvc', texts.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="4"')}
<button type="submit">${escapeHtml(texts.pay)}</button></form>${cancelForm(checkout)}`,
  );
}

export function codeFormPage(checkout: Checkout, error: string | null = null): string {
  const demo = checkout.demoCode
    ? `<p data-demo-code="${escapeHtml(checkout.demoCode)}"><small>${escapeHtml(texts.demoCode(checkout.demoCode))}</small></p>`
    : '';
  return page(
    texts.codeTitle,
    `<p>${escapeHtml(texts.codeText(checkout.maskedCard ?? ''))}</p>${demo}${errorLine(error)}
<form method="post" action="/pay/checkout/${checkout.id}/code">
${field('code', texts.code, 'inputmode="numeric" autocomplete="one-time-code" maxlength="6"')}
<button type="submit">${escapeHtml(texts.confirm)}</button></form>${cancelForm(checkout)}`,
  );
}

export function notFoundPage(): string {
  return page(
    texts.title,
    `<p class="error">${escapeHtml(texts.notFound)}</p><p><a href="/deposit">${escapeHtml(texts.back)}</a></p>`,
  );
}

/** Where a finished checkout sends the customer: the broker's page, with the token to claim. */
export function returnUrlOf(checkout: Checkout): string {
  if (!checkout.token) throw new Error(`checkout ${checkout.id} has no token yet`);
  const query = new URLSearchParams({ paymentToken: checkout.token, amount: usdText(checkout.amountCents) });
  return `${checkout.returnPath}${checkout.returnPath.includes('?') ? '&' : '?'}${query.toString()}`;
}
