import { useEffect } from 'react';
import { Toaster, toast, useToasterStore } from 'react-hot-toast';
import {
  TOAST_DURATION_MS,
  TOAST_GAP_PX,
  TOAST_VISIBLE_LIMIT,
  TOAST_WIDTH_PX,
} from '../lib/timing.ts';

/** react-hot-toast has no visible-count limit of its own: dismiss the oldest beyond the spec's 3. */
function useVisibleToastLimit(limit: number) {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((item) => item.visible)
      .slice(limit)
      .forEach((item) => toast.dismiss(item.id));
  }, [toasts, limit]);
}

export function AppToaster() {
  useVisibleToastLimit(TOAST_VISIBLE_LIMIT);
  return (
    <Toaster
      position="top-center"
      gutter={TOAST_GAP_PX}
      containerClassName="app-toaster"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: 'app-toast',
        style: { width: TOAST_WIDTH_PX, maxWidth: 'calc(100vw - 32px)' },
        error: {
          className: 'app-toast app-toast--danger',
          iconTheme: { primary: '#ffffff', secondary: '#B42318' },
        },
        success: { iconTheme: { primary: '#4F6B55', secondary: '#ffffff' } },
      }}
    />
  );
}
