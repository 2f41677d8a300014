import {
  Clock,
  Eye,
  Headset,
  House,
  MonitorSmartphone,
  Palette,
  Ruler,
  ScanLine,
  ShieldCheck,
  ShoppingBag,
  Sparkles,
  Star,
  Truck,
  Users,
  WandSparkles,
} from 'lucide-react';
import type { FeatureIcon as FeatureIconName } from '../../content/features.ts';

/** Every icon the marketing content names. */
export const FEATURE_ICONS = {
  scan: ScanLine,
  sparkles: Sparkles,
  palette: Palette,
  bag: ShoppingBag,
  eye: Eye,
  users: Users,
  headset: Headset,
  wand: WandSparkles,
  devices: MonitorSmartphone,
  truck: Truck,
  shield: ShieldCheck,
  clock: Clock,
  ruler: Ruler,
  star: Star,
  home: House,
} as const satisfies Record<FeatureIconName, unknown>;

/** The drawing for an icon name of the content (decorative: its text says the same). */
export function FeatureIcon({ name, className }: { name: FeatureIconName; className?: string }) {
  const Icon = FEATURE_ICONS[name];
  return <Icon aria-hidden="true" className={className} />;
}
