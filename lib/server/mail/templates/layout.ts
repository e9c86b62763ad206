import { escapeHtml } from '@/lib/domain/escape-html';
import { siteUrl, SITE_NAME } from '@/lib/seo/metadata';

// One branded frame for every account email: table layout and inline styles because mail clients ignore <style>
// blocks and flexbox; no remote images (the logo is drawn with text) so nothing is blocked or tracked.

const BRAND = '#d81b4a';
const INK = '#3d2621';
const MUTED = '#75483a';
const PAPER = '#faf6f3';

export type EmailContent = {
  /** The grey preview line mail apps show after the subject. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** A one-time code shown large, in place of (or beside) a button. */
  code?: string;
  /** Facts as a two-column table (label, then one or more lines): an order's number, items, delivery, address, total. */
  details?: Array<{ label: string; lines: string[] }>;
  /** Small print: why the reader got this, what to do if it was not them. */
  footnotes: string[];
  /** The shop's origin for the header and footer links (default: the trusted origin, see lib/server/site-origin.ts). */
  origin?: string;
};

export type RenderedEmail = { html: string; text: string };

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${INK};">${escapeHtml(text)}</p>`;
}

function buttonHtml(button: { label: string; url: string }): string {
  const href = escapeHtml(button.url);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:8px;background:${BRAND};"><a href="${href}" style="display:inline-block;padding:14px 28px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:8px;">${escapeHtml(button.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${MUTED};">If the button does not work, copy this address into your browser:<br><a href="${href}" style="color:${BRAND};word-break:break-all;">${href}</a></p>`;
}

function codeHtml(code: string): string {
  return `<p style="margin:8px 0 24px;font-size:32px;line-height:40px;font-weight:bold;letter-spacing:8px;color:${INK};font-family:'Courier New',monospace;">${escapeHtml(code)}</p>`;
}

function detailsHtml(details: NonNullable<EmailContent['details']>): string {
  const rows = details
    .map(
      ({ label, lines }) => `<tr><th scope="row" align="left" valign="top" style="padding:8px 12px 8px 0;font-size:14px;line-height:20px;color:${MUTED};font-weight:normal;white-space:nowrap;border-top:1px solid #f1e8e1;">${escapeHtml(label)}</th>
<td style="padding:8px 0;font-size:14px;line-height:20px;color:${INK};border-top:1px solid #f1e8e1;">${lines.map(escapeHtml).join('<br>')}</td></tr>`,
    )
    .join('\n');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">${rows}</table>`;
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const home = content.origin ?? siteUrl();
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${PAPER};font-family:'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:${PAPER};"><tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;">
<tr><td style="background:${BRAND};padding:20px 28px;"><a href="${escapeHtml(home)}" style="font-size:22px;font-weight:bold;color:#ffffff;text-decoration:none;">${SITE_NAME}</a>
<div style="font-size:13px;color:#ffe0e6;">Cakes &amp; gifts delivered across Nepal</div></td></tr>
<tr><td style="padding:28px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${INK};">${escapeHtml(content.heading)}</h1>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${content.code ? codeHtml(content.code) : ''}
${content.details ? detailsHtml(content.details) : ''}
${content.button ? buttonHtml(content.button) : ''}
${content.footnotes.map((note) => `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(note)}</p>`).join('\n')}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid #f1e8e1;font-size:12px;line-height:18px;color:${MUTED};">${SITE_NAME} · Kathmandu, Nepal · <a href="${escapeHtml(home)}" style="color:${BRAND};">${escapeHtml(home.replace(/^https?:\/\//, ''))}</a></td></tr>
</table></td></tr></table></body></html>`;

  const text = [
    SITE_NAME,
    '',
    content.heading,
    '',
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [`    ${content.code}`, ''] : []),
    ...(content.details ?? []).flatMap(({ label, lines }) => [`${label}:`, ...lines.map((line) => `  ${line}`), '']),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...content.footnotes,
    '',
    `— ${SITE_NAME}, ${home}`,
  ].join('\n');

  return { html, text };
}

/** "Namaste Sita," from the account name's first word (or a plain greeting without one). */
export function greeting(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? `Namaste ${first},` : 'Namaste,';
}
