import { ArrowRight, Check, Copy, Download, Mail } from 'lucide-react';
import { Link } from 'wouter';
import { PRESS_EMAIL, PRESS_ITEMS, PRESS_KIT } from '../../content/press.ts';
import { formatDate } from '../../lib/format.ts';
import { Button } from '../../ui/Button.tsx';
import { useCopyText } from '../../ui/useCopyText.ts';
import './company.css';

const COPY_LABEL = { idle: 'Copy text', copied: 'Copied', failed: 'Select and copy' } as const;

export function PressCoverage() {
  return (
    <section className="company-section" aria-labelledby="coverage-title">
      <div className="container">
        <h2 id="coverage-title" className="company-section__title">
          In the news
        </h2>
        <ul className="coverage">
          {PRESS_ITEMS.map((item) => (
            <li key={item.id}>
              <article className="coverage__item">
                <p className="coverage__meta">
                  <span className="coverage__publication">{item.publication}</span>
                  <time dateTime={item.date}>{formatDate(`${item.date}T12:00:00`)}</time>
                </p>
                <h3 className="coverage__headline">{item.headline}</h3>
                <Link href={item.link.href} className="coverage__link">
                  {item.link.label}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function PressKit() {
  const [copyState, copy] = useCopyText();
  return (
    <section
      id="press-kit"
      className="company-section company-section--sand company-anchor"
      aria-labelledby="press-kit-title"
    >
      <div className="container press-kit">
        <div className="press-kit__intro">
          <h2 id="press-kit-title" className="company-section__title">
            Press kit
          </h2>
          <p>
            Our logo, colours and facts, free to use in coverage of Aurevia. For interviews and
            anything else, write to <a href={`mailto:${PRESS_EMAIL}`}>{PRESS_EMAIL}</a>.
          </p>
        </div>

        <div className="press-kit__card press-kit__about">
          <h3 className="press-kit__heading">About Aurevia</h3>
          <p id="press-boilerplate">{PRESS_KIT.boilerplate}</p>
          <Button
            variant="secondary"
            icon={
              copyState === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />
            }
            onClick={() => void copy(PRESS_KIT.boilerplate)}
            aria-describedby="press-boilerplate"
          >
            {COPY_LABEL[copyState]}
          </Button>
          <p className="visually-hidden" role="status">
            {copyState === 'copied' ? 'Copied to the clipboard' : ''}
          </p>
          <dl className="press-kit__facts">
            {PRESS_KIT.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </div>

        <div className="press-kit__card">
          <h3 className="press-kit__heading">Logos</h3>
          <ul className="press-kit__downloads">
            {PRESS_KIT.downloads.map((file) => (
              <li key={file.id}>
                <a href={file.href} download={file.file} className="press-kit__download">
                  <Download aria-hidden="true" />
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
          <h3 className="press-kit__heading">Colours</h3>
          <ul className="press-kit__colours">
            {PRESS_KIT.colours.map((colour) => (
              <li key={colour.name}>
                <span
                  className="press-kit__swatch"
                  style={{ backgroundColor: colour.hex }}
                  aria-hidden="true"
                />
                <span>
                  {colour.name} <code>{colour.hex}</code>
                </span>
              </li>
            ))}
          </ul>
          <a className="press-kit__mail" href={`mailto:${PRESS_EMAIL}`}>
            <Mail aria-hidden="true" />
            {PRESS_EMAIL}
          </a>
        </div>
      </div>
    </section>
  );
}
