import { routeCopy } from '../content/routes.ts';
import { NewsletterSignup } from '../features/newsletter/index.ts';
import {
  DesignOptions,
  ScanHowItWorks,
  ScanLanding,
  ScanSupport,
  ScanTestimonials,
  TroubleScanning,
} from '../features/scan/index.ts';
import './TryScannerPage.css';

export default function TryScannerPage() {
  return (
    <ScanLanding {...routeCopy('/try-scanner')}>
      <ScanHowItWorks />
      <TroubleScanning />
      <DesignOptions />
      <div className="try-scanner__newsletter">
        <NewsletterSignup heading="Get room ideas in your inbox" />
      </div>
      <ScanTestimonials />
      <ScanSupport />
    </ScanLanding>
  );
}
