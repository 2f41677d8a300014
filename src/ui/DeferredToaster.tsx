import { createElement } from 'react';
import { useRequestedToaster } from './toasterDemand.ts';

/**
 * The toaster, mounted with the visit's first toast (never in the prerendered HTML); the toasts
 * sent before it was there show as soon as it is.
 */
export function DeferredToaster() {
  const toaster = useRequestedToaster();
  return toaster && createElement(toaster);
}
