import { Camera, ImageUp, Sparkles, Star, Truck } from 'lucide-react';
import { routeCopy } from '../content/routes.ts';
import { SAMPLES } from '../content/samples.ts';
import { ButtonLink } from '../ui/Button.tsx';
import './HomePage.css';

const home = routeCopy('/');

const PROOF = [
  { icon: <Sparkles aria-hidden="true" />, text: '1000+ rooms styled' },
  { icon: <Star aria-hidden="true" />, text: '4.9 average rating from 2,500+ reviews' },
  { icon: <Truck aria-hidden="true" />, text: 'Scan-to-styled in 72 hours' },
];

const STEPS = [
  { title: 'Scan', text: 'Walk your room with your phone. A scan takes under 2 minutes.' },
  { title: 'Design', text: 'Get an AI-assisted furniture layout for free, styled your way.' },
  { title: 'Shop', text: 'Buy the furnished look with white-glove delivery and setup.' },
];

export default function HomePage() {
  const hero = SAMPLES.heroRoom;
  return (
    <>
      <section className="home-hero">
        <div className="container home-hero__inner">
          <div className="home-hero__copy">
            <p className="home-hero__eyebrow">AI interior design, made personal</p>
            <h1 className="home-hero__title">{home.title}</h1>
            <p className="home-hero__lead">{home.summary}</p>
            <div className="home-hero__actions">
              <ButtonLink href="/try-scanner" size="lg" icon={<Camera aria-hidden="true" />}>
                Scan My Room
              </ButtonLink>
              <ButtonLink
                href="/upload-photos"
                size="lg"
                variant="secondary"
                icon={<ImageUp aria-hidden="true" />}
              >
                Upload Photos
              </ButtonLink>
            </div>
            <p className="home-hero__note">$50 credit on your first room. No credit card needed.</p>
          </div>
          <figure className="home-hero__figure">
            <img
              src={hero.src}
              alt={hero.alt}
              width={hero.width}
              height={hero.height}
              fetchPriority="high"
            />
          </figure>
        </div>
      </section>

      <section className="home-proof" aria-label="Why people choose Aurevia">
        <ul className="container home-proof__list">
          {PROOF.map((item) => (
            <li key={item.text} className="home-proof__item">
              {item.icon}
              <span>{item.text}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-steps" aria-labelledby="home-steps-title">
        <div className="container">
          <h2 id="home-steps-title" className="home-steps__title">
            Three steps to a room you love
          </h2>
          <ol className="home-steps__list">
            {STEPS.map((step, index) => (
              <li key={step.title} className="home-steps__item">
                <span className="home-steps__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}
