/**
 * The account area's rules (spec 02 sections 2 and 4): the name shown for the user, the
 * avatar initial, and status labels with their colour and icon. Plain functions.
 */
import type { DesignProject } from '../../content/account.ts';

export interface NamedUser {
  email?: string | null;
  user_metadata?: Record<string, unknown> | null;
}

/** The full name, else the part of the e-mail before the @, else 'User'. */
export function displayName(user: NamedUser | null | undefined): string {
  const fullName = user?.user_metadata?.full_name;
  if (typeof fullName === 'string' && fullName.trim() !== '') return fullName.trim();
  const local = (user?.email ?? '').split('@')[0]?.trim() ?? '';
  return local !== '' ? local : 'User';
}

export function avatarInitial(name: string): string {
  return (name.trim().charAt(0) || 'U').toLocaleUpperCase();
}

/** 'in_progress' reads 'in progress': every underscore becomes a space. */
export function statusLabel(status: string): string {
  return status.replaceAll('_', ' ');
}

export type StatusTone = 'clay' | 'sage' | 'sand' | 'blue' | 'olive' | 'neutral';
export type StatusIcon = 'clock' | 'check' | 'bookmark' | 'truck' | 'package-check' | 'circle';

export interface StatusLook {
  tone: StatusTone;
  icon: StatusIcon;
}

const STATUS_LOOKS: Readonly<Record<string, StatusLook>> = {
  in_progress: { tone: 'clay', icon: 'clock' },
  completed: { tone: 'sage', icon: 'check' },
  saved: { tone: 'sand', icon: 'bookmark' },
  in_transit: { tone: 'blue', icon: 'truck' },
  delivered: { tone: 'olive', icon: 'package-check' },
};

const NEUTRAL: StatusLook = { tone: 'neutral', icon: 'circle' };

/** Each known status has its own colour and icon; anything else is neutral. */
export function statusLook(status: string): StatusLook {
  return Object.hasOwn(STATUS_LOOKS, status) ? (STATUS_LOOKS[status] ?? NEUTRAL) : NEUTRAL;
}

/** Only designs in progress appear under Active Designs. */
export function activeDesigns(projects: readonly DesignProject[]): DesignProject[] {
  return projects.filter((project) => project.status === 'in_progress');
}

/** The progress bar's bounds: a number outside 0-100 is held at the nearer end. */
export function clampProgress(progress: number): number {
  if (!Number.isFinite(progress)) return 0;
  return Math.min(100, Math.max(0, Math.round(progress)));
}

/** A byte count as people read it ("2.4 MB"). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
