import { Ruler } from 'lucide-react';
import { ButtonLink, type ButtonVariant } from '../../ui/Button.tsx';
import { measureRoomHref, type MeasureRoomFrom } from './links.ts';

/** "Measure your room": opens the plan editor, for a scan or photos when given. */
export function MeasureRoomLink({
  from,
  variant = 'secondary',
  children = 'Measure your room',
}: {
  from?: MeasureRoomFrom;
  variant?: ButtonVariant;
  children?: string;
}) {
  return (
    <ButtonLink href={measureRoomHref(from)} variant={variant} icon={<Ruler aria-hidden="true" />}>
      {children}
    </ButtonLink>
  );
}
