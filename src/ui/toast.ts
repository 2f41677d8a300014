import { toast as libraryToast } from 'react-hot-toast';
import { requestToaster } from './toasterDemand.ts';

/** Sends through `send` once the toaster is asked for; the toast waits in the store meanwhile. */
function demanding<Args extends unknown[], Result>(send: (...args: Args) => Result) {
  return (...args: Args): Result => {
    requestToaster();
    return send(...args);
  };
}

/**
 * react-hot-toast's `toast`, the one way the app sends toasts: sending one mounts the toaster
 * (see toasterDemand.ts), which shows every toast sent before it was there.
 */
export const toast = Object.assign(demanding(libraryToast), {
  success: demanding(libraryToast.success),
  error: demanding(libraryToast.error),
  dismiss: libraryToast.dismiss,
  remove: libraryToast.remove,
});
