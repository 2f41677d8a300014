export { UploadLanding } from './UploadLanding.tsx';
export { FloatingChatButton, PhotoTips, UploadHelp } from './UploadSections.tsx';
