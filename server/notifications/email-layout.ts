import type { Lang } from '#shared/i18n/lang';

/**
 * The clients' emails' HTML in the shop's look (server/notifications/render.ts writes their words):
 * one centred card on the shop's dark background, inline styles only, no images, nothing remote.
 */

/** Escapes text for HTML content and double-quoted attributes. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export const GOLD = '#c8a24a';
export const INK = '#f2efe8';
export const MUTED = '#b5ad9c';
const BG = '#111110';
const CARD = '#1a140d';

/** The HTML layout: one centred card, inline styles only, no images, nothing remote. Every value passed in is already escaped. */
export function layout(opts: {
  lang: Lang;
  shopName: string;
  heading: string;
  bodyHtml: string;
  button?: { href: string; label: string };
  footerHtml: string;
}): string {
  const button = opts.button
    ? `<p style="margin:24px 0"><a href="${opts.button.href}" style="display:inline-block;background:${GOLD};color:${BG};text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px">${opts.button.label}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${opts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${opts.heading}</title></head>
<body style="margin:0;padding:0;background:${BG};color:${INK};font-family:Georgia,'Times New Roman',serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${BG}"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${CARD};border:1px solid ${GOLD};border-radius:8px">
<tr><td style="padding:20px 24px;border-bottom:1px solid ${GOLD};color:${GOLD};font-size:20px;letter-spacing:1px">${opts.shopName}</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;color:${INK}">
<h1 style="margin:0 0 16px;font-size:22px;color:${INK};font-weight:normal">${opts.heading}</h1>
${opts.bodyHtml}
${button}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #3a3020;font-size:13px;line-height:1.5;color:${MUTED};font-family:Arial,Helvetica,sans-serif">${opts.footerHtml}</td></tr>
</table></td></tr></table></body></html>
`;
}
