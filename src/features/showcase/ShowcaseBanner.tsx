import { ArrowRight, Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import './ShowcaseBanner.css';

/** A slim banner under the top bar, shown once the showcase hero has scrolled away. */
export function ShowcaseBanner({ visible }: { visible: boolean }) {
  return (
    <div
      className="showcase-banner"
      data-visible={visible ? 'true' : 'false'}
      aria-hidden={visible ? undefined : true}
      inert={!visible}
    >
      <div className="container showcase-banner__inner">
        <Sparkles aria-hidden="true" className="showcase-banner__icon" />
        <p>Ready for your own transformation?</p>
        <Link href="/start-room" className="showcase-banner__link">
          Start Your Room
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </div>
  );
}
