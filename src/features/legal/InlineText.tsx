import { Fragment } from 'react';
import { Link } from 'wouter';
import { isAppPath, parseInlineLinks } from './inlineLinks.ts';

/** A line of legal text with its [label](target) links made real. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInlineLinks(text).map((part, index) => {
        if (part.kind === 'text') return <Fragment key={index}>{part.text}</Fragment>;
        return isAppPath(part.href) ? (
          <Link key={index} href={part.href}>
            {part.label}
          </Link>
        ) : (
          <a key={index} href={part.href}>
            {part.label}
          </a>
        );
      })}
    </>
  );
}
