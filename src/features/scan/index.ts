export { CaptureChooser } from './CaptureChooser.tsx';
export { ScanLanding } from './ScanLanding.tsx';
export {
  DesignOptions,
  ScanHowItWorks,
  ScanSupport,
  ScanTestimonials,
  TroubleScanning,
} from './ScanSections.tsx';
// A camera scan's photos of its room, for the steps that follow a scan.
export { readScanFrames, useScanFrames } from './scanFrameStore.ts';
export { ScanFrameGrid } from './ScanFrameGrid.tsx';
