import { ArrowRight, Camera, ImageUp } from 'lucide-react';
import { Link } from 'wouter';
import { SAMPLES } from '../../content/samples.ts';
import type { SampleImage } from '../../content/samples.ts';
import { Badge } from '../../ui/Badge.tsx';
import type { BadgeTone } from '../../ui/Badge.tsx';
import './CaptureChooser.css';

interface CaptureMethod {
  title: string;
  text: string;
  href: string;
  badge: string;
  tone: BadgeTone;
  icon: typeof Camera;
  image: SampleImage;
}

/** The two ways to capture a room (spec 01 section 2, "Capture-method chooser"). */
const METHODS: readonly CaptureMethod[] = [
  {
    title: 'Scan Your Room',
    text: 'Point your phone at each corner and pan slowly. A 3D model is ready in 30-60 seconds.',
    href: '/try-scanner',
    badge: 'Recommended',
    tone: 'sage',
    icon: Camera,
    image: SAMPLES.heroRoom,
  },
  {
    title: 'Upload Photos',
    text: 'Take 4-6 photos of your room from different angles and upload them instead.',
    // The spec's link: /upload-room has no page of its own, so it shows the 404 page.
    href: '/upload-room',
    badge: 'Alternative',
    tone: 'sand',
    icon: ImageUp,
    image: SAMPLES.beforeLivingBare,
  },
];

export function CaptureChooser() {
  return (
    <ul className="capture-chooser">
      {METHODS.map((method) => {
        const Icon = method.icon;
        return (
          <li key={method.title} className="capture-card">
            <img
              className="capture-card__image"
              src={method.image.src}
              alt=""
              width={method.image.width}
              height={method.image.height}
            />
            <div className="capture-card__body">
              <div className="capture-card__head">
                <span className="capture-card__icon" aria-hidden="true">
                  <Icon />
                </span>
                <Badge tone={method.tone}>{method.badge}</Badge>
              </div>
              <h2 className="capture-card__title">
                <Link href={method.href} className="capture-card__link">
                  {method.title}
                </Link>
              </h2>
              <p className="capture-card__text">{method.text}</p>
              <span className="capture-card__cta" aria-hidden="true">
                Get started <ArrowRight />
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
