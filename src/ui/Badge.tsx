import type { ReactNode } from 'react';
import './Badge.css';

export type BadgeTone = 'clay' | 'sage' | 'sand' | 'ink';

/** A small label on a soft wash ("Popular", "New", "Save 20%"). */
export function Badge({
  tone = 'sand',
  icon,
  children,
  className,
}: {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span className={`badge badge--${tone}${className ? ` ${className}` : ''}`}>
      {icon}
      {children}
    </span>
  );
}
