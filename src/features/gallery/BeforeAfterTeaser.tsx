import { ArrowRight } from 'lucide-react';
import { TRANSFORMATIONS } from '../../content/transformations.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { Eyebrow } from '../../ui/Section.tsx';
import { WipeFrame } from '../showcase/index.ts';
import './BeforeAfterTeaser.css';

const teaser = TRANSFORMATIONS[1] ?? TRANSFORMATIONS[0];

/** A taste of a transformation, and the way to scan your own room. */
export function BeforeAfterTeaser() {
  if (!teaser) return null;
  return (
    <section className="ba-teaser" aria-labelledby="ba-teaser-title">
      <div className="container ba-teaser__inner">
        <WipeFrame before={teaser.before} after={teaser.after} position={50} />
        <div className="ba-teaser__copy">
          <Eyebrow>Before &amp; after</Eyebrow>
          <h2 id="ba-teaser-title" className="ba-teaser__title">
            Picture your own room like this
          </h2>
          <p className="ba-teaser__text">
            Scan your room in under 2 minutes and see it styled in any of these looks, free.
          </p>
          <div>
            <ButtonLink href="/try-scanner" size="lg" icon={<ArrowRight aria-hidden="true" />}>
              Scan My Room
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
