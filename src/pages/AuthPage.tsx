import { routeCopy } from '../content/routes.ts';
import { Layers, ScanLine, Sparkles } from 'lucide-react';
import { AuthPanel } from '../features/auth/AuthPanel.tsx';
import { PageIntro } from '../ui/PageIntro.tsx';
import './AuthPage.css';

const PERKS = [
  {
    icon: ScanLine,
    title: 'Keep every room you scan',
    text: 'Your scans and designs wait for you on any device.',
  },
  {
    icon: Sparkles,
    title: 'Designs that fit you',
    text: 'Your style answers shape every layout we suggest.',
  },
  {
    icon: Layers,
    title: 'Premium when you want it',
    text: 'Every style, and priority delivery in 3-7 days.',
  },
];

export default function AuthPage() {
  return (
    <>
      <PageIntro {...routeCopy('/auth')} />
      <section className="auth-page" aria-label="Your account">
        <div className="container auth-page__inner">
          <AuthPanel />
          <ul className="auth-page__perks" aria-label="Why create an account">
            {PERKS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="auth-page__perk">
                <Icon aria-hidden="true" />
                <span>
                  <strong>{title}</strong>
                  <span>{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
