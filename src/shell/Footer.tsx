import { Link } from 'wouter';
import { useHydratedPart } from '../lib/hydration.ts';
import { useBrowserValue } from '../lib/useBrowserValue.ts';
import { Logo } from '../ui/Logo.tsx';
import { NewsletterSignup } from '../features/newsletter/NewsletterSignup.tsx';
import { InstallAppButton } from './InstallAppButton.tsx';
import './Footer.css';

interface FooterColumn {
  title: string;
  links: ReadonlyArray<readonly [label: string, href: string]>;
}

const COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Product',
    links: [
      ['Try the Scanner', '/try-scanner'],
      ['Upload Photos', '/upload-photos'],
      ['Browse Rooms', '/browse-rooms'],
      ['Design Gallery', '/design-gallery'],
      ['Features', '/features'],
      ['Pricing', '/pricing'],
      ['Reviews', '/reviews'],
    ],
  },
  {
    title: 'For Professionals',
    links: [
      ['For Professionals', '/for-professionals'],
      ['Work With a Designer', '/work-with-designer'],
      ['Hire a Designer', '/hire-designer'],
      ['Design Packages', '/design-packages'],
      ['Partner With Us', '/partners'],
    ],
  },
  {
    title: 'Support',
    links: [
      ['Help Center', '/help-center'],
      ['Contact Us', '/contact-us'],
      ['Delivery Info', '/delivery-info'],
      ['Delivery Availability', '/delivery-availability'],
    ],
  },
  {
    title: 'Company',
    links: [
      ['About', '/about'],
      ['Careers', '/careers'],
      ['Press', '/press'],
      ['See Aurevia in Action', '/see-aurevia-in-action'],
    ],
  },
];

const LEGAL: ReadonlyArray<readonly [string, string]> = [
  ['Privacy', '/privacy-policy'],
  ['Terms', '/terms-of-service'],
  ['Cookies', '/cookie-policy'],
];

const currentYear = () => new Date().getFullYear();

export function Footer() {
  useHydratedPart('footer');
  // The page may have been prerendered in an earlier year: the year is the visitor's clock's.
  const year = useBrowserValue<number | null>(currentYear, null);
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__brand">
          <Link href="/" className="site-footer__home">
            <Logo tone="light" /> <span className="visually-hidden">home</span>
          </Link>
          <p className="site-footer__tagline">Scan. Design. Shop.</p>
          <p className="site-footer__blurb">
            Scan your room with your phone, get an AI-designed layout for free, then shop the look
            with white-glove delivery, or hire a certified designer.
          </p>
        </div>
        <nav className="site-footer__columns" aria-label="Footer">
          {COLUMNS.map((column) => (
            <div key={column.title} className="site-footer__column">
              <h2 className="site-footer__heading">{column.title}</h2>
              <FooterLinks className="site-footer__links" links={column.links} />
            </div>
          ))}
        </nav>
        <div className="site-footer__newsletter">
          <NewsletterSignup tone="dark" />
        </div>
      </div>
      <div className="container">
        <div className="site-footer__strip">
          <p className="site-footer__copyright">
            {year === null ? '© Aurevia' : `© ${year} Aurevia`}
          </p>
          <FooterLinks className="site-footer__legal" links={LEGAL} />
          <InstallAppButton variant="footer" />
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  className,
  links,
}: {
  className: string;
  links: ReadonlyArray<readonly [label: string, href: string]>;
}) {
  return (
    <ul className={className}>
      {links.map(([label, href]) => (
        <li key={href}>
          <Link href={href} className="site-footer__link">
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
