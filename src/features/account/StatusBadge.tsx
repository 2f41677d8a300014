import {
  Bookmark,
  CheckCircle2,
  Circle,
  Clock,
  PackageCheck,
  Truck,
  type LucideIcon,
} from 'lucide-react';
import { statusLabel, statusLook, type StatusIcon } from './accountRules.ts';

const ICONS: Readonly<Record<StatusIcon, LucideIcon>> = {
  clock: Clock,
  check: CheckCircle2,
  bookmark: Bookmark,
  truck: Truck,
  'package-check': PackageCheck,
  circle: Circle,
};

/** A status as its label ("in progress"), in its own colour and with its own icon. */
export function StatusBadge({ status }: { status: string }) {
  const look = statusLook(status);
  const Icon = ICONS[look.icon];
  return (
    <span className={`status-badge status-badge--${look.tone}`}>
      <Icon aria-hidden="true" />
      {statusLabel(status)}
    </span>
  );
}
