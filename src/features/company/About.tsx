import { HandHeart, ScanLine, ShieldCheck, Sparkles } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import { Link } from 'wouter';
import {
  ABOUT_STORY,
  COMPANY_STATS,
  MISSION_POINTS,
  TEAM,
  type MissionPoint,
} from '../../content/company.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import './company.css';

const MISSION_ICONS: Readonly<Record<MissionPoint['id'], ComponentType<SVGProps<SVGSVGElement>>>> =
  {
    access: HandHeart,
    confidence: ShieldCheck,
    simplicity: Sparkles,
  };

export function AboutStory() {
  const image = ABOUT_STORY.image;
  return (
    <section className="company-section" aria-labelledby="about-story-title">
      <div className="container about-story">
        <div className="about-story__text">
          <h2 id="about-story-title" className="company-section__title">
            {ABOUT_STORY.heading}
          </h2>
          {ABOUT_STORY.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <figure className="about-story__figure">
          <img src={image.src} alt={image.alt} width={image.width} height={image.height} />
        </figure>
      </div>
      <ul className="container about-stats" aria-label="Aurevia in numbers">
        {COMPANY_STATS.map((stat) => (
          <li key={stat.label} className="about-stats__item">
            <span className="about-stats__value">{stat.value}</span>
            <span className="about-stats__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AboutMission() {
  return (
    <section className="company-section company-section--sand" aria-labelledby="mission-title">
      <div className="container">
        <h2 id="mission-title" className="company-section__title">
          Our mission
        </h2>
        <ol className="company-cards company-cards--three">
          {MISSION_POINTS.map((point) => {
            const Icon = MISSION_ICONS[point.id];
            return (
              <li key={point.id} className="company-card">
                <span className="icon-tile company-card__icon">
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="company-card__title">{point.title}</h3>
                <p className="company-card__text">{point.text}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}

export function AboutTeam() {
  return (
    <section className="company-section" aria-labelledby="team-title">
      <div className="container">
        <h2 id="team-title" className="company-section__title">
          The people behind Aurevia
        </h2>
        <ul className="about-team">
          {TEAM.map((member) => (
            <li key={member.name} className="about-team__member">
              <img
                className="about-team__portrait"
                src={member.portrait.src}
                alt={member.portrait.alt}
                width={member.portrait.width}
                height={member.portrait.height}
                loading="lazy"
              />
              <span className="about-team__name">{member.name}</span>
              <span className="about-team__role">{member.role}</span>
            </li>
          ))}
        </ul>
        <p className="about-team__more">
          We are hiring. <Link href="/careers#positions">See open positions</Link>, read{' '}
          <Link href="/press">what the press says</Link>, or{' '}
          <Link href="/partners">partner with us</Link>.
        </p>
      </div>
    </section>
  );
}

export function AboutCallToAction() {
  return (
    <section className="company-cta" aria-labelledby="about-cta-title">
      <div className="container">
        <div className="company-cta__inner">
          <h2 id="about-cta-title" className="company-cta__title">
            See what your room could become
          </h2>
          <p className="company-cta__text">
            Scan it with your phone in under 2 minutes. Your first AI design is free.
          </p>
          <ButtonLink
            href="/try-scanner"
            size="lg"
            variant="inverse"
            icon={<ScanLine aria-hidden="true" />}
          >
            Try the Scanner
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
