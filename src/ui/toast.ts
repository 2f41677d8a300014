import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';
import { requestToaster } from './toasterDemand.ts';
import type * as ToastLibrary from './toastLibrary.ts';

type Library = typeof ToastLibrary;
type Message = ValueOrFunction<Renderable, Toast>;

interface WaitingCall {
  /** The toast a send makes, which a dismissal before the library arrives takes back. */
  id?: string;
  call: (loaded: Library) => void;
}
/** Calls made before the library was there, replayed in order once it is. */
const waiting: WaitingCall[] = [];
let library: Library | undefined;
let loading: Promise<void> | undefined;
let sent = 0;

function load(): void {
  loading ??= import('./toastLibrary.ts').then(
    (loaded) => {
      library = loaded;
      requestToaster(loaded.AppToaster);
      for (const { call } of waiting.splice(0)) call(loaded);
    },
    (error: unknown) => {
      // Offline before the code was fetched (index.html's loader fetches it ahead once the page
      // is idle): the toasts wait for the connection rather than being lost.
      console.warn('Notices wait for the connection: their code could not be loaded', error);
      loading = undefined;
      window.addEventListener('online', load, { once: true });
    },
  );
}

function withLibrary(call: (loaded: Library) => void, id?: string): void {
  if (library) {
    call(library);
    return;
  }
  waiting.push({ id, call });
  load();
}

/**
 * Dismissing or removing toasts (one by id, or all): before the library is there, the toasts
 * still waiting are taken back and never show.
 */
function takeBack(call: (loaded: Library) => void, id?: string): void {
  if (library) {
    call(library);
    return;
  }
  const kept = waiting.filter(
    (item) => item.id === undefined || (id !== undefined && item.id !== id),
  );
  waiting.splice(0, waiting.length, ...kept);
}

type Kind = 'blank' | 'success' | 'error';

/** Sends a toast of a kind; the id is known at once, whether or not the library is there yet. */
function sender(kind: Kind) {
  return (message: Message, options: ToastOptions = {}): string => {
    const id = options.id ?? `notice-${(sent += 1)}`;
    withLibrary(({ toast: send }) => {
      const withId = { ...options, id };
      if (kind === 'blank') send(message, withId);
      else send[kind](message, withId);
    }, id);
    return id;
  };
}

/**
 * The one way the app sends toasts, with react-hot-toast's own calls. Neither the library nor
 * the toaster is on the page until the first toast (toastLibrary.ts, toasterDemand.ts); that
 * toast and any sent while the code arrives show as soon as it has.
 */
export const toast = Object.assign(sender('blank'), {
  success: sender('success'),
  error: sender('error'),
  dismiss: (id?: string) => takeBack((loaded) => loaded.toast.dismiss(id), id),
  remove: (id?: string) => takeBack((loaded) => loaded.toast.remove(id), id),
});
