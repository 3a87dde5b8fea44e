import { formatDollars } from '@lorewright/domain/billing/pricing';
import { escapeHtml } from '../mail/mailLayout';
import { pricedItems } from './priceCatalog';
import type { SandboxCheckout, SandboxInvoice, SandboxSubscription } from './sandboxStore';

// The sandbox's hosted pages: plain server-rendered HTML in the product's dark theme, no script.
// Every value goes through escapeHtml; a link that is not http(s) is not followed.

const STYLE = `
body{margin:0;background:#1a1a1a;color:#e6e6e6;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
main{max-width:440px;margin:48px auto;padding:24px;background:#242424;border-radius:8px}
h1{font-size:22px;margin:0 0 4px}p.note{color:#b1c0da;font-size:13px}
table{width:100%;border-collapse:collapse;margin:16px 0}td{padding:6px 0}td.amount{text-align:right}
label{display:block;margin:12px 0 4px;font-size:14px}
input{box-sizing:border-box;width:100%;padding:10px;border-radius:6px;border:1px solid #3a3a3a;background:#1a1a1a;color:#e6e6e6;font-size:16px}
.row{display:flex;gap:12px}.row>div{flex:1}
button{margin-top:16px;width:100%;padding:12px;border:0;border-radius:6px;background:#60e0be;color:#1a1a1a;font-size:16px;font-weight:bold;cursor:pointer}
button.secondary{background:transparent;color:#60e0be;border:1px solid #60e0be}
a{color:#60e0be}.error{padding:10px;border-radius:6px;background:#4a1f24;color:#ffb4bc}.badge{color:#60e0be}
`;

const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : '#');
const link = (url: string, label: string) => `<a href="${escapeHtml(safeUrl(url))}">${escapeHtml(label)}</a>`;
const date = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString().slice(0, 10);
const errorBox = (message?: string) => (message ? `<p class="error" role="alert">${escapeHtml(message)}</p>` : '');

export const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p class="note">Lorewright payments sandbox — no real money moves.</p>${body}</main></body></html>`;

const planTable = (items: SandboxCheckout['items']) => {
  const priced = pricedItems(items);
  const rows = priced.map((item) => `<tr><td>${escapeHtml(item.element)}</td><td class="amount">${formatDollars(item.unitAmount)}</td></tr>`);
  const total = priced.reduce((sum, item) => sum + item.unitAmount, 0);
  return `<table>${rows.join('')}<tr><td><strong>Total per month</strong></td><td class="amount"><strong>${formatDollars(total)}</strong></td></tr></table>`;
};

const cardFields = `
<label for="number">Card number</label><input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12/34" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div></div>
<p class="note">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 0341 saves but later charges fail.</p>`;

export const checkoutPage = (checkout: SandboxCheckout, error?: string) => {
  if (checkout.status === 'complete') {
    return page('Checkout complete', `<h1>This checkout has been paid.</h1><p>${link(checkout.successUrl, 'Continue')}</p>`);
  }
  if (checkout.status === 'expired') {
    return page(
      'Checkout expired',
      `<h1>This checkout has expired.</h1><p>A newer checkout was opened, so this one can no longer be paid.</p><p>${link(checkout.cancelUrl, 'Back to Lorewright')}</p>`,
    );
  }
  const action = `/sandbox/checkout/${encodeURIComponent(checkout.id)}/pay`;
  return page(
    'Subscribe to Lorewright',
    `<h1>Subscribe to Lorewright</h1><p class="note">${escapeHtml(checkout.email)}</p>${planTable(checkout.items)}${errorBox(error)}
<form method="post" action="${escapeHtml(action)}">${cardFields}<button type="submit">Subscribe</button></form>
<p>${link(checkout.cancelUrl, 'Cancel and go back')}</p>`,
  );
};

export const portalPage = (
  portalId: string,
  view: { returnUrl: string; cardLast4: string | null; subscription: SandboxSubscription | null },
  error?: string,
) => {
  const base = `/sandbox/portal/${encodeURIComponent(portalId)}`;
  const { subscription } = view;
  const plan = subscription
    ? `${planTable(subscription.items)}<p>${
        subscription.cancelAtPeriodEnd
          ? `<span class="badge">Plan Will Not Renew</span> — scheduled to expire on ${date(subscription.periodEnd)}.`
          : `Next payment on ${date(subscription.periodEnd)}.`
      }${subscription.status === 'past_due' ? ' <strong>Not Paid</strong>: update your card within 7 days of the due date.' : ''}</p>
<form method="post" action="${escapeHtml(`${base}/${subscription.cancelAtPeriodEnd ? 'undo-cancel' : 'cancel'}`)}"><button class="secondary" type="submit">${
        subscription.cancelAtPeriodEnd ? 'Undo Cancel' : 'Cancel'
      }</button></form>`
    : '<p>You are not yet subscribed.</p>';
  return page(
    'Manage subscription',
    `<h1>Manage subscription</h1>${plan}
<h2>Update Card Details</h2><p class="note">Saved card: ${view.cardLast4 ? `•••• ${escapeHtml(view.cardLast4)}` : 'none'}</p>${errorBox(error)}
<form method="post" action="${escapeHtml(`${base}/card`)}">${cardFields}<button type="submit">Update Card Details</button></form>
<p>${link(view.returnUrl, 'Return to Lorewright')}</p>`,
  );
};

export const invoicePage = (invoice: SandboxInvoice) => {
  const rows = invoice.lines.data.map(
    (line) =>
      `<tr><td>${escapeHtml(line.description ?? '')}</td><td class="amount">${line.amount < 0 ? '−' : ''}${formatDollars(Math.abs(line.amount))}</td></tr>`,
  );
  return page(
    'Invoice',
    `<h1>Invoice</h1><p class="note">${escapeHtml(invoice.id)} · ${date(invoice.created)} · ${escapeHtml(invoice.status ?? '')}</p>
<table>${rows.join('')}<tr><td><strong>Amount due</strong></td><td class="amount"><strong>${formatDollars(invoice.amount_due)}</strong></td></tr>
<tr><td>Amount paid</td><td class="amount">${formatDollars(invoice.amount_paid)}</td></tr>${
      invoice.amount_refunded ? `<tr><td>Refunded</td><td class="amount">${formatDollars(invoice.amount_refunded)}</td></tr>` : ''
    }</table>`,
  );
};

export const messagePage = (message: string) => page('Lorewright sandbox', `<h1>${escapeHtml(message)}</h1>`);
