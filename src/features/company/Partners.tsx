import { Blocks, Check, House, Palette, Quote, Sofa } from 'lucide-react';
import type { ComponentType, SVGProps } from 'react';
import {
  PARTNER_INDUSTRIES,
  PARTNERSHIP_OPTIONS,
  SUCCESS_STORIES,
  type PartnerIndustry,
} from '../../content/partners.ts';
import { buttonClass } from '../../ui/Button.tsx';
import './company.css';

const INDUSTRY_ICONS: Readonly<
  Record<PartnerIndustry['id'], ComponentType<SVGProps<SVGSVGElement>>>
> = {
  furniture: Sofa,
  realestate: House,
  design: Palette,
  platform: Blocks,
};

export function PartnerIndustries() {
  return (
    <section className="company-section" aria-labelledby="industries-title">
      <div className="container">
        <h2 id="industries-title" className="company-section__title">
          Who we partner with
        </h2>
        <ul className="company-cards company-cards--four">
          {PARTNER_INDUSTRIES.map((industry) => {
            const Icon = INDUSTRY_ICONS[industry.id];
            return (
              <li key={industry.id} className="company-card">
                <span className="icon-tile company-card__icon">
                  <Icon aria-hidden="true" />
                </span>
                <h3 className="company-card__title">{industry.title}</h3>
                <p className="company-card__text">{industry.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

export function SuccessStories() {
  return (
    <section className="company-section company-section--sand" aria-labelledby="stories-title">
      <div className="container">
        <h2 id="stories-title" className="company-section__title">
          Success stories
        </h2>
        <ul className="stories">
          {SUCCESS_STORIES.map((story) => (
            <li key={story.id}>
              <figure className="story">
                <p className="story__result">{story.result}</p>
                <p className="story__partner">
                  {story.partner} <span>· {story.industry}</span>
                </p>
                <blockquote className="story__quote">
                  <Quote aria-hidden="true" />
                  <p>{story.quote}</p>
                </blockquote>
                <figcaption className="story__person">
                  <img
                    src={story.portrait.src}
                    alt={story.portrait.alt}
                    width={story.portrait.width}
                    height={story.portrait.height}
                    loading="lazy"
                  />
                  <span>
                    <span className="story__name">{story.person}</span>
                    <span className="story__role">
                      {story.role}, {story.partner}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PartnershipOptions() {
  return (
    <section className="company-section" aria-labelledby="options-title">
      <div className="container">
        <h2 id="options-title" className="company-section__title">
          Two ways to partner
        </h2>
        <ul className="options">
          {PARTNERSHIP_OPTIONS.map((option) => (
            <li key={option.id} className="option">
              <h3 className="option__title">{option.title}</h3>
              <p className="option__text">{option.text}</p>
              <ul className="option__points">
                {option.points.map((point) => (
                  <li key={point}>
                    <Check aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <a
                href="#partner-inquiry"
                className={buttonClass({
                  variant: option.id === 'retail' ? 'primary' : 'secondary',
                })}
              >
                <span>Start a conversation</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
