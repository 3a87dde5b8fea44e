// The one look of every Lorewright mail: a heading, paragraphs, one call-to-action link and a
// footnote, as plain text and as simple HTML. Mail clients ignore style sheets and many strip
// <style>, so the HTML is a table with inline styles in the product's dark default theme.

export interface MailContent {
  heading: string;
  paragraphs: string[];
  action: { label: string; url: string };
  footnote: string;
}

const colors = { background: '#1a1a1a', card: '#242424', text: '#e6e6e6', muted: '#b1c0da', primary: '#60e0be', onPrimary: '#1a1a1a' };
const font = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";

// Everything user-provided (names) and every URL goes through this before entering the HTML.
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export const renderText = ({ heading, paragraphs, action, footnote }: MailContent): string =>
  [heading, ...paragraphs, `${action.label}: ${action.url}`, footnote, '— Lorewright'].join('\n\n') + '\n';

export const renderHtml = ({ heading, paragraphs, action, footnote }: MailContent): string => {
  const url = escapeHtml(action.url);
  const paragraph = (text: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${colors.text}">${escapeHtml(text)}</p>`;
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:0;background:${colors.background}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${colors.background};padding:32px 16px;${font}">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${colors.card};border-radius:8px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold;letter-spacing:1px;color:${colors.primary}">Lorewright</p>
<h1 style="margin:0 0 16px;font-size:24px;line-height:32px;color:${colors.text}">${escapeHtml(heading)}</h1>
${paragraphs.map(paragraph).join('\n')}
<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 24px;border-radius:6px;background:${colors.primary};color:${colors.onPrimary};font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:20px;color:${colors.muted}">If the button does not work, open this link: <a href="${url}" style="color:${colors.primary};word-break:break-all">${url}</a></p>
<p style="margin:0;font-size:13px;line-height:20px;color:${colors.muted}">${escapeHtml(footnote)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
};
