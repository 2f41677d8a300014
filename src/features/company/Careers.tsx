import {
  Briefcase,
  Clock,
  Dumbbell,
  GraduationCap,
  HeartPulse,
  Laptop,
  Mail,
  MapPin,
  Palmtree,
  Sofa,
} from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { BENEFITS, CAREERS_EMAIL, OPEN_ROLES, type Benefit } from '../../content/careers.ts';
import { buttonClass } from '../../ui/Button.tsx';
import { useScrollToHash } from '../legal/index.ts';
import './company.css';

const BENEFIT_ICONS: Readonly<Record<Benefit['id'], ComponentType<SVGProps<SVGSVGElement>>>> = {
  health: HeartPulse,
  wellness: Dumbbell,
  remote: Laptop,
  learning: GraduationCap,
  home: Sofa,
  leave: Palmtree,
};

function applyHref(role: string): string {
  return `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role}`)}`;
}

export function CareersBenefits() {
  return (
    <section className="company-section" aria-labelledby="benefits-title">
      <div className="container">
        <h2 id="benefits-title" className="company-section__title">
          Why you'll love working here
        </h2>
        <ul className="company-cards company-cards--three">
          {BENEFITS.map((benefit) => {
            const Icon = BENEFIT_ICONS[benefit.id];
            return (
              <li key={benefit.id} className="company-card">
                <span className="icon-tile company-card__icon">
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="company-card__title">{benefit.title}</h3>
                <p className="company-card__text">{benefit.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

/** The four open roles, under the #positions anchor other pages link to. */
export function OpenPositions() {
  useScrollToHash();
  return (
    <section
      id="positions"
      className="company-section company-section--sand company-anchor"
      aria-labelledby="positions-title"
    >
      <div className="container">
        <h2 id="positions-title" className="company-section__title">
          Open positions
        </h2>
        <ul className="roles">
          {OPEN_ROLES.map((role) => (
            <li key={role.id} className="role">
              <div className="role__head">
                <h3 className="role__title">{role.role}</h3>
                <ul className="role__facts" aria-label={`About the ${role.role} role`}>
                  <li>
                    <Briefcase aria-hidden="true" />
                    {role.department}
                  </li>
                  <li>
                    <MapPin aria-hidden="true" />
                    {role.location}
                  </li>
                  <li>
                    <Clock aria-hidden="true" />
                    {role.type}
                  </li>
                </ul>
              </div>
              <p className="role__text">{role.description}</p>
              <a
                className={`${buttonClass({ variant: 'secondary' })} role__apply`}
                href={applyHref(role.role)}
              >
                <Mail aria-hidden="true" />
                <span>
                  Apply <span className="visually-hidden">for {role.role}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        <p className="roles__more">
          Don't see your role? Tell us what you'd bring at{' '}
          <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>.
        </p>
      </div>
    </section>
  );
}
