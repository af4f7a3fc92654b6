import { PAYMENT_MODE_TITLES, type PaymentModeKey } from '@stays/brand-config';
import { toMajor } from '@stays/pricing';
import type { SandboxOrderRow } from './sandbox-orders.repository';
import { CARD_MODES, SANDBOX_BANKS, SANDBOX_MAGIC, SANDBOX_MODES } from './sandbox-outcome';

const WALLET_MODES = SANDBOX_MODES.filter((mode) => !CARD_MODES.includes(mode) && mode !== 'UPI' && mode !== 'NB');

/** The sandbox's hosted payment page: one form per kind of mode, plus the on-demand outcomes a tester needs. */
export function hostedPaymentPage(order: SandboxOrderRow, actionPath: string, error: { event: string; message: string } | null = null): string {
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: order.currency_code }).format(toMajor(order.amount, order.currency_code));
  const isCardCheck = order.kind === 'card_check';
  const heading = isCardCheck ? 'Save a card' : `Pay ${amount}`;
  const settled = order.status !== 'created';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(heading)} · Sandbox payments</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1d1d1f}
main{max-width:32rem;margin:0 auto;padding:1rem}
section,form{background:#fff;border-radius:.5rem;padding:1rem;margin:0 0 1rem}
h1{font-size:1.4rem}h2{font-size:1.05rem;margin:0 0 .5rem}
label{display:block;margin:.5rem 0 .25rem}input,select{font:inherit;padding:.5rem;width:100%;box-sizing:border-box}
button{font:inherit;padding:.6rem 1rem;margin:.5rem .5rem 0 0;border:0;border-radius:.4rem;background:#0b57d0;color:#fff;cursor:pointer}
button.secondary{background:#5f6368}.error{color:#b3261e;font-weight:600}.note{font-size:.85rem;color:#5f6368}
</style></head>
<body><main>
<p class="note">Sandbox payment provider — no real money moves.</p>
<h1>${escape(heading)}</h1>
<p>${escape(order.description)}</p>
${error ? `<p class="error" role="alert" data-event="${escape(error.event)}">${escape(error.message)}</p>` : ''}
${settled ? settledSection(order) : forms(order, actionPath, isCardCheck)}
<p><a href="${escape(order.cancel_url)}">Cancel and go back</a></p>
</main></body></html>`;
}

function settledSection(order: SandboxOrderRow): string {
  const separator = order.return_url.includes('?') ? '&' : '?';
  const back = `${order.return_url}${separator}order_id=${encodeURIComponent(order.id)}&status=${encodeURIComponent(order.status)}`;
  return `<section><p>This payment is ${escape(order.status)}.</p><p><a href="${escape(back)}">Back to the booking</a></p></section>`;
}

function forms(order: SandboxOrderRow, actionPath: string, isCardCheck: boolean): string {
  const action = escape(actionPath);
  const cardForm = `<form method="post" action="${action}" aria-labelledby="cards-heading">
<h2 id="cards-heading">Cards</h2>
<label for="card-mode">Card type</label>
<select id="card-mode" name="mode">${CARD_MODES.map((mode) => option(mode, title(mode))).join('')}</select>
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" placeholder="${SANDBOX_MAGIC.approvedCard}" required>
<label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="expiry" autocomplete="cc-exp" placeholder="12/30">
<label for="card-cvv">CVV</label><input id="card-cvv" name="cvv" inputmode="numeric" autocomplete="cc-csc" placeholder="123">
<button type="submit">${isCardCheck ? 'Verify and save card' : 'Pay by card'}</button>
</form>`;
  if (isCardCheck) return cardForm;
  return `${cardForm}
<form method="post" action="${action}" aria-labelledby="upi-heading">
<h2 id="upi-heading">UPI</h2><input type="hidden" name="mode" value="UPI">
<label for="upi-id">${escape(title('UPI'))}</label><input id="upi-id" name="upi_id" placeholder="name@bank" required>
<button type="submit">Pay with UPI</button>
</form>
<form method="post" action="${action}" aria-labelledby="nb-heading">
<h2 id="nb-heading">${escape(title('NB'))}</h2><input type="hidden" name="mode" value="NB">
<label for="nb-bank">Bank</label>
<select id="nb-bank" name="bank">${SANDBOX_BANKS.map((bank) => `<option value="${escape(bank.code)}">${escape(bank.name)}</option>`).join('')}</select>
<button type="submit">Pay with netbanking</button>
</form>
<form method="post" action="${action}" aria-labelledby="wallets-heading">
<h2 id="wallets-heading">Wallets and other ways to pay</h2>
${WALLET_MODES.map((mode) => `<button type="submit" name="mode" value="${mode}">${escape(title(mode))}</button>`).join('\n')}
</form>
<form method="post" action="${action}" aria-labelledby="test-heading">
<h2 id="test-heading">Test outcomes</h2>
<label for="test-mode">Payment mode</label>
<select id="test-mode" name="mode">${WALLET_MODES.map((mode) => option(mode, title(mode))).join('')}</select>
<button type="submit" name="simulate" value="decline" class="secondary">Decline this payment</button>
<button type="submit" name="simulate" value="timeout" class="secondary">Bank never answers</button>
</form>`;
}

function title(mode: PaymentModeKey): string {
  return PAYMENT_MODE_TITLES[mode];
}

function option(value: string, label: string): string {
  return `<option value="${escape(value)}">${escape(label)}</option>`;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
