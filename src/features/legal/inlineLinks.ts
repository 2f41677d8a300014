/**
 * Legal text keeps its links inline as [label](target). This splits a text into plain runs
 * and links, so the page renders real links without any HTML in the content.
 */

export type InlinePart =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'link'; readonly label: string; readonly href: string };

const LINK = /\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInlineLinks(text: string): InlinePart[] {
  const parts: InlinePart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const [whole, label = '', href = ''] = match;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', label, href });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** Paths inside the app go through the router; mailto:, tel: and #anchors stay plain links. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}
