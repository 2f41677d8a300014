import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import './company.css';

/** The company pages' back link (spec 01 section 2), shown above the page heading. */
export function BackToAbout() {
  return (
    <Link href="/about" className="company-back">
      <ArrowLeft aria-hidden="true" />
      Back to About
    </Link>
  );
}
