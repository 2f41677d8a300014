export { CaptureChooser } from './CaptureChooser.tsx';
export { ScanLanding } from './ScanLanding.tsx';
export {
  DesignOptions,
  ScanHowItWorks,
  ScanSupport,
  ScanTestimonials,
  TroubleScanning,
} from './ScanSections.tsx';
