export { RequestForm, type RequestFormProps } from './RequestForm.tsx';
export type { RequestField, RequestFieldOption } from './requestFields.ts';
export {
  OFFLINE_SAVED_NOTE,
  SEND_ANOTHER_LABEL,
  STORAGE_FAILED_MESSAGE,
  STORAGE_FULL_MESSAGE,
} from './requestCopy.ts';
export { saveRequest, isQuotaExceeded, type NewRequest } from './requestStore.ts';
export { useDeviceRequests } from './useDeviceRequests.ts';
