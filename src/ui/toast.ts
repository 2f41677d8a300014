import { toast as libraryToast } from 'react-hot-toast';
import { AppToaster } from './Toaster.tsx';
import { requestToaster } from './toasterDemand.ts';

/** Sends through `send` and asks the shell to mount the toaster, which shows the toast. */
function demanding<Args extends unknown[], Result>(send: (...args: Args) => Result) {
  return (...args: Args): Result => {
    requestToaster(AppToaster);
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
