import type { DashboardDesignStatus } from '../../content/dashboard.ts';

export type DesignStatusTone = 'sage' | 'clay' | 'sand';

/** Each dashboard status has its own badge colour (spec 02 section 4). */
export const DESIGN_STATUS_TONES: Readonly<Record<DashboardDesignStatus, DesignStatusTone>> = {
  Complete: 'sage',
  'In Progress': 'clay',
  Draft: 'sand',
};
