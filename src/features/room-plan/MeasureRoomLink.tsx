import { Ruler } from 'lucide-react';
import { ButtonLink, type ButtonSize, type ButtonVariant } from '../../ui/Button.tsx';
import { measureRoomHref, type MeasureRoomFrom } from './links.ts';

/** "Measure your room": opens the plan editor, for a scan or photos when given. */
export function MeasureRoomLink({
  from,
  variant = 'secondary',
  size,
  block,
  children = 'Measure your room',
}: {
  from?: MeasureRoomFrom;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  children?: string;
}) {
  return (
    <ButtonLink
      href={measureRoomHref(from)}
      variant={variant}
      size={size}
      block={block}
      icon={<Ruler aria-hidden="true" />}
    >
      {children}
    </ButtonLink>
  );
}
