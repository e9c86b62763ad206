import 'server-only';
import { escapeHtml } from '@/lib/domain/escape-html';
import { cacheHeaders } from '@/lib/server/cache/policy';

// The simulators' hosted pages: plain server-rendered HTML (no React, no shop layout), styled just enough to be
// recognisably "the gateway's page" in development and in Playwright runs.

type Brand = { name: string; colour: string };

export const ESEWA_BRAND: Brand = { name: 'eSewa', colour: '#41a124' };
export const KHALTI_BRAND: Brand = { name: 'Khalti', colour: '#5c2d91' };

/** A full HTML document. `body` must already be escaped. */
export function simulatorPage(brand: Brand, title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${title} · ${brand.name} (test simulator)`)}</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f4f5f7; color: #1f2933; }
  header { background: ${brand.colour}; color: #fff; padding: 16px 24px; font-size: 20px; font-weight: 700; }
  header small { font-weight: 400; font-size: 13px; opacity: .9; margin-left: 8px; }
  main { max-width: 480px; margin: 32px auto; background: #fff; border-radius: 12px; padding: 24px;
         box-shadow: 0 1px 4px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin: 0 0 16px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0 0 24px; }
  dt { color: #52606d; } dd { margin: 0; font-weight: 600; word-break: break-all; }
  .actions { display: flex; flex-wrap: wrap; gap: 12px; }
  button { font: inherit; border: 0; border-radius: 8px; padding: 12px 20px; cursor: pointer; }
  .pay { background: ${brand.colour}; color: #fff; font-weight: 700; }
  .cancel { background: #e4e7eb; color: #1f2933; }
  .pending { background: #fff; color: #1f2933; border: 1px solid #9aa5b1; }
  .note { font-size: 13px; color: #52606d; margin-top: 20px; }
  .error { color: #b42318; }
</style>
</head>
<body>
<header>${escapeHtml(brand.name)}<small>test simulator — no real money moves</small></header>
<main>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...cacheHeaders('noStore'), 'x-robots-tag': 'noindex' },
  });
}

export function errorPage(brand: Brand, message: string, status = 400): Response {
  return simulatorPage(
    brand,
    'Payment error',
    `<h1 class="error">Payment could not be started</h1><p>${escapeHtml(message)}</p>`,
    status,
  );
}

/** The Pay / Cancel / Leave pending form that posts back to `action`. */
export function decisionForm(action: string, rows: Array<[string, string]>, heading: string, note: string): string {
  const list = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<h1>${escapeHtml(heading)}</h1>
<dl>${list}</dl>
<form method="post" action="${escapeHtml(action)}" class="actions">
  <button type="submit" name="decision" value="pay" class="pay">Pay</button>
  <button type="submit" name="decision" value="cancel" class="cancel">Cancel</button>
  <button type="submit" name="decision" value="pending" class="pending">Leave pending</button>
</form>
<p class="note">${escapeHtml(note)}</p>`;
}
