/** The words of "Take the design anywhere", shared by the components and their tests. */
import type { ModelFormat } from './formats.ts';

export const EXPORT_GROUP_LABEL = 'Take the design anywhere';

export const DOWNLOAD_LABELS: Readonly<Record<ModelFormat, string>> = {
  glb: 'Download 3D (.glb)',
  usdz: 'Download 3D (.usdz)',
};

export const SHARE_LABEL = 'Share 3D';
export const QUICK_LOOK_LABEL = 'See it in your room';

export const MAKING = 'Making the 3D file…';
export const QUICK_LOOK_PREPARING = 'Getting your room ready for AR…';
export const EXPORT_FAILED = 'The 3D file could not be made. Try again.';
export const SHARE_AGAIN = 'Your 3D files are ready. Press Share 3D again to send them.';
export const SHARE_FAILED = 'Sharing did not work. Download the file instead.';

export const downloaded = (fileName: string): string => `Downloaded ${fileName}.`;
export const shared = (fileNames: readonly string[]): string =>
  `Shared ${fileNames.join(' and ')}.`;
