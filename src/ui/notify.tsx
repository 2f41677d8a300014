import { toast } from './toast.ts';

interface Notice {
  title: string;
  description?: string;
  /** Destructive notices use the danger colour (spec 02 section 8). */
  variant?: 'default' | 'destructive';
  duration?: number;
}

/** A toast with a title and an optional line of text. */
export function notify({ title, description, variant = 'default', duration }: Notice): string {
  const body = (
    <span>
      <span className="app-toast__title">{title}</span>
      {description ? <span>{description}</span> : null}
    </span>
  );
  const options = duration === undefined ? {} : { duration };
  return variant === 'destructive' ? toast.error(body, options) : toast(body, options);
}
