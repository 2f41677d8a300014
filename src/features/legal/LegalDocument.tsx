import { Link } from 'wouter';
import type { LegalBlock, LegalDocumentContent } from '../../content/legal.ts';
import { LEGAL_DOCUMENTS } from '../../content/legal.ts';
import { routeCopy } from '../../content/routes.ts';
import { useScrollToHash } from './useScrollToHash.ts';
import { InlineText } from './InlineText.tsx';
import './LegalDocument.css';

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>
              <InlineText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      // Explicit roles keep the table a table for screen readers when phones stack its rows.
      return (
        <table className="legal-table" role="table">
          <caption>{block.caption}</caption>
          <thead>
            <tr role="row">
              {block.columns.map((column) => (
                <th key={column} scope="col" role="columnheader">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row) => (
              <tr key={row[0]} role="row">
                {row.map((cell, index) => (
                  // Safari drops a cell's role once phones restyle it as a card line; say it.
                  // eslint-disable-next-line jsx-a11y/no-interactive-element-to-noninteractive-role
                  <td key={block.columns[index]} role="cell" data-label={block.columns[index]}>
                    <InlineText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}

/**
 * A legal page's body: when it was last updated, a table of contents linking to each
 * section's anchor, the sections, and the way to the other two documents.
 */
export function LegalDocument({ document }: { document: LegalDocumentContent }) {
  useScrollToHash();
  const others = LEGAL_DOCUMENTS.filter((other) => other.path !== document.path);
  return (
    <div className="container legal">
      <nav className="legal__toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal__toc-title">
          On this page
        </h2>
        <ol className="legal__toc-list">
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="legal__article">
        <p className="legal__updated">
          Last updated <time dateTime={document.lastUpdatedIso}>{document.lastUpdated}</time>
        </p>
        <p className="legal__intro">{document.intro}</p>
        {document.sections.map((section) => (
          <section key={section.id} id={section.id} className="legal__section">
            <h2>{section.heading}</h2>
            {section.blocks.map((block, index) => (
              <Block key={index} block={block} />
            ))}
          </section>
        ))}
        <footer className="legal__related">
          <h2 className="legal__related-title">Related policies</h2>
          <ul>
            {others.map((other) => (
              <li key={other.path}>
                <Link href={other.path}>{routeCopy(other.path).title}</Link>
              </li>
            ))}
          </ul>
        </footer>
      </article>
    </div>
  );
}
