/**
 * The delivery checker's states (spec 01 sections 3 and 4): idle, then checking for 1.5 s,
 * then available or unavailable; "Check Another Area" returns to idle. A plain reducer, so
 * every transition is tested without timers or a browser.
 */
import {
  AUTO_DETECTED_LOCATION,
  canCheckPostcode,
  canSendNotifyEmail,
  isDeliveryAvailable,
  trimPostcode,
} from './deliveryRules.ts';
import type { LocationFailure } from './detectLocation.ts';

export type DeliveryStatus = 'idle' | 'checking' | 'available' | 'unavailable';

export interface DeliveryState {
  status: DeliveryStatus;
  /** The field's text, as typed. */
  postcode: string;
  /** The trimmed postcode of the check under way or answered. */
  checkedPostcode: string;
  notifyEmail: string;
  notified: boolean;
  /** True while the browser looks for the device's position. */
  locating: boolean;
  locationError: LocationFailure | null;
}

export type DeliveryEvent =
  | { type: 'edit'; postcode: string }
  | { type: 'check' }
  | { type: 'answer' }
  | { type: 'reset' }
  | { type: 'locate' }
  | { type: 'located' }
  | { type: 'locate-failed'; reason: LocationFailure }
  | { type: 'edit-notify'; email: string }
  | { type: 'notified' };

export const INITIAL_DELIVERY_STATE: DeliveryState = {
  status: 'idle',
  postcode: '',
  checkedPostcode: '',
  notifyEmail: '',
  notified: false,
  locating: false,
  locationError: null,
};

function startCheck(state: DeliveryState, postcode: string): DeliveryState {
  return {
    ...state,
    status: 'checking',
    postcode,
    checkedPostcode: trimPostcode(postcode),
    locating: false,
    locationError: null,
  };
}

export function deliveryReducer(state: DeliveryState, event: DeliveryEvent): DeliveryState {
  switch (event.type) {
    case 'edit':
      if (state.status !== 'idle') return state;
      return { ...state, postcode: event.postcode, locationError: null };
    case 'check':
      if (state.status !== 'idle' || !canCheckPostcode(state.postcode)) return state;
      return startCheck(state, state.postcode);
    case 'answer':
      if (state.status !== 'checking') return state;
      return {
        ...state,
        status: isDeliveryAvailable(state.checkedPostcode) ? 'available' : 'unavailable',
      };
    case 'reset':
      return INITIAL_DELIVERY_STATE;
    case 'locate':
      if (state.status !== 'idle') return state;
      return { ...state, locating: true, locationError: null };
    case 'located':
      // A position that arrives after the user moved on (checked by hand, or left) is dropped.
      if (state.status !== 'idle' || !state.locating) return state;
      return startCheck(state, AUTO_DETECTED_LOCATION);
    case 'locate-failed':
      if (!state.locating) return state;
      return { ...state, locating: false, locationError: event.reason };
    case 'edit-notify':
      if (state.status !== 'unavailable' || state.notified) return state;
      return { ...state, notifyEmail: event.email };
    case 'notified':
      if (state.status !== 'unavailable' || !canSendNotifyEmail(state.notifyEmail)) return state;
      return { ...state, notified: true };
  }
}
