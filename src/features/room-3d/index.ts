import { lazy } from 'react';
export type { Room3DViewProps } from './room3DViewProps.ts';

/** three.js lives in this chunk only, so it is fetched when the view is first opened. */
export const Room3DView = lazy(() => import('./Room3DViewImpl.tsx'));
