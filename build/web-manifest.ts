import type { ManifestOptions } from 'vite-plugin-pwa';
import {
  SCAN_FILE_ACCEPT,
  SHARE_FILES_FIELD,
  SHARE_TARGET_ACTION,
} from '../src/lib/shareTarget.ts';

/** The installable app's identity. Colours match src/ui/tokens.css (canvas and ink). */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Aurevia: Scan. Design. Shop.',
  short_name: 'Aurevia',
  description:
    'Scan a room with your phone, get an AI-assisted furniture layout, shop the furnished look and hire a certified designer.',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: '#FAF7F2',
  background_color: '#FAF7F2',
  lang: 'en',
  categories: ['lifestyle', 'shopping', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  screenshots: [
    {
      src: '/screenshots/narrow-home.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Aurevia home on a phone',
    },
    {
      src: '/screenshots/wide-home.png',
      sizes: '1280x800',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Aurevia home on a desktop',
    },
  ],
  // Photos shared from the phone's gallery land in the upload selection, room scans (RoomPlan's
  // JSON or USDZ) in the plan editor: sw/sw.ts receives them and routes them by type.
  share_target: {
    action: SHARE_TARGET_ACTION,
    method: 'POST',
    enctype: 'multipart/form-data',
    params: {
      files: [
        {
          name: SHARE_FILES_FIELD,
          accept: ['image/*', '.jpg', '.jpeg', '.png', '.webp', '.heic', ...SCAN_FILE_ACCEPT],
        },
      ],
    },
  },
  shortcuts: [
    {
      name: 'Scan a Room',
      short_name: 'Scan',
      url: '/try-scanner',
      icons: [{ src: '/icons/shortcut-scan-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Upload Photos',
      short_name: 'Upload',
      url: '/upload-photos',
      icons: [{ src: '/icons/shortcut-upload-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
