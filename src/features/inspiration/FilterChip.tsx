import type { ButtonHTMLAttributes } from 'react';
import './sections.css';

export interface FilterChipProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** A dashed, see-through chip for 'more' and 'fewer'. */
  ghost?: boolean;
}

/**
 * A pill-shaped button of the filter rows on the inspiration pages: a toggle when given
 * aria-pressed (filled while pressed), or a plain action.
 */
export function FilterChip({ ghost = false, className, ...props }: FilterChipProps) {
  const classes = ['insp-chip', ghost ? 'insp-chip--ghost' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <button type="button" className={classes} {...props} />;
}
