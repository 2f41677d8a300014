import { useId, type ReactNode } from 'react';
import './marketing.css';

/** The dark band a page ends on: a line of encouragement and its one or two actions. */
export function ClosingCta({
  title,
  text,
  actions,
}: {
  title: string;
  text: string;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="mk-closing" aria-labelledby={titleId}>
      <div className="container">
        <div className="mk-closing__inner">
          <h2 id={titleId} className="mk-closing__title">
            {title}
          </h2>
          <p className="mk-closing__text">{text}</p>
          <div className="mk-closing__actions">{actions}</div>
        </div>
      </div>
    </section>
  );
}
