export { UploadLanding } from './UploadLanding.tsx';
export { FloatingChatButton, PhotoTips, UploadHelp } from './UploadSections.tsx';
// What a camera scan reuses to downscale and show its frames like uploaded photos.
export { createPhotoDecoder } from './photoDecoder.ts';
export type { PhotoDecoder } from './photoDecoder.ts';
export type { PreparedPhoto } from './photoCodec.ts';
export { isQuotaError } from './photoRules.ts';
export { usePhotoPreviews } from './usePhotoPreviews.ts';
