import { ButtonLink } from '../../ui/Button.tsx';
import './sections.css';

interface CtaLink {
  label: string;
  href: string;
}

/** The closing call to action of a page: a dark band with a heading and two buttons. */
export function CtaBand({
  id,
  title,
  text,
  primary,
  secondary,
}: {
  id: string;
  title: string;
  text: string;
  primary: CtaLink;
  secondary?: CtaLink;
}) {
  return (
    <section id={id} className="insp-cta" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="insp-cta__inner">
          <h2 id={`${id}-title`} className="insp-cta__title">
            {title}
          </h2>
          <p className="insp-cta__text">{text}</p>
          <div className="insp-cta__actions">
            <ButtonLink href={primary.href} size="lg">
              {primary.label}
            </ButtonLink>
            {secondary ? (
              <ButtonLink href={secondary.href} size="lg" variant="inverse">
                {secondary.label}
              </ButtonLink>
            ) : null}
          </div>
        </div>
      </div>
    </section>
  );
}
