/** The emulator's own pages: plain HTML, no scripts (the CSP would refuse inline ones anyway). */

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"']+/g;

/** Escapes plain text and turns its http(s) URLs, and only those, into links. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

const STYLE = `
  :root { color-scheme: light; --ink: #1f2a2e; --muted: #5b6b70; --line: #dfe5e3;
    --accent: #2f6f62; --accent-ink: #ffffff; --paper: #f6f4ef; --card: #ffffff; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif;
    color: var(--ink); background: var(--paper); }
  header { background: var(--card); border-bottom: 1px solid var(--line); }
  header div, main { max-width: 46rem; margin: 0 auto; padding: 1rem 1.25rem; }
  header p { margin: 0; color: var(--muted); font-size: 0.9rem; }
  h1 { font-size: 1.5rem; margin: 0 0 0.25rem; }
  h2 { font-size: 1.15rem; margin: 0 0 0.5rem; }
  a { color: var(--accent); }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 12px;
    padding: 1rem 1.25rem; margin: 0 0 1rem; }
  .meta { color: var(--muted); font-size: 0.9rem; margin: 0 0 0.75rem; }
  .meta dt { display: inline; font-weight: 600; }
  .meta dd { display: inline; margin: 0 1rem 0 0.25rem; }
  pre { white-space: pre-wrap; word-break: break-word; font: inherit; margin: 0; }
  .price { font-size: 2rem; font-weight: 700; margin: 0.25rem 0; }
  .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; margin-top: 1rem; }
  .actions form { margin: 0; }
  button { font: inherit; font-weight: 600; border-radius: 999px; padding: 0.6rem 1.4rem;
    cursor: pointer; border: 1px solid var(--accent); }
  button.primary { background: var(--accent); color: var(--accent-ink); }
  button.secondary { background: var(--card); color: var(--accent); }
  button:focus-visible, a:focus-visible { outline: 3px solid #e0a458; outline-offset: 2px; }
  .status { display: inline-block; border-radius: 999px; padding: 0.1rem 0.7rem;
    background: var(--paper); border: 1px solid var(--line); font-size: 0.85rem; }
`;

/** A complete page. `body` must already be escaped. */
export function htmlPage(title: string, subtitle: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Aurevia</title>
<style>${STYLE}</style>
</head>
<body>
<header><div><h1>${escapeHtml(title)}</h1><p>${escapeHtml(subtitle)}</p></div></header>
<main>
${body}
</main>
</body>
</html>
`;
}

export function htmlResponse(html: string, status = 200): Response {
  return new Response(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
