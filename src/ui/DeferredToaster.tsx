import { Suspense, lazy } from 'react';
import { useToasterWanted } from './toasterDemand.ts';

const AppToaster = lazy(() =>
  import('./Toaster.tsx').then((module) => ({ default: module.AppToaster })),
);

/**
 * The toaster, mounted with the visit's first toast (never in the prerendered HTML); the toasts
 * sent before it was there show as soon as it is.
 */
export function DeferredToaster() {
  const wanted = useToasterWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
