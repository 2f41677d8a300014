import type { ReactNode } from 'react';

/** One of the editor's cards: a section named by its heading. */
export function EditorCard({
  titleId,
  title,
  id,
  className,
  children,
}: {
  titleId: string;
  title: ReactNode;
  id?: string;
  /** Classes beside `room-plan__card`. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={className ? `room-plan__card ${className}` : 'room-plan__card'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="room-plan__section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
