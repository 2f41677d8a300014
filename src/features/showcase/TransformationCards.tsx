import { useState } from 'react';
import { Maximize2 } from 'lucide-react';
import { TRANSFORMATIONS, type Transformation } from '../../content/transformations.ts';
import { Carousel } from '../../ui/Carousel.tsx';
import { FullImageDialog, type FullImageSubject } from './FullImageDialog.tsx';
import { WipeFrame } from './WipeFrame.tsx';
import './TransformationCards.css';

function TransformationCard({
  transformation,
  onExpand,
}: {
  transformation: Transformation;
  onExpand: () => void;
}) {
  return (
    <article className="transformation-card">
      <div className="transformation-card__picture">
        <WipeFrame before={transformation.before} after={transformation.after} position={50} />
        <button
          type="button"
          className="transformation-card__expand"
          aria-label={`View ${transformation.title} full screen`}
          onClick={onExpand}
        >
          <Maximize2 aria-hidden="true" />
        </button>
      </div>
      <div className="transformation-card__body">
        <p className="transformation-card__meta">
          {transformation.style} · {transformation.roomType}
        </p>
        <h3 className="transformation-card__title">{transformation.title}</h3>
        <p className="transformation-card__story">{transformation.story}</p>
        <ul className="transformation-card__details">
          {transformation.details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
        <p className="transformation-card__budget">
          <span>Budget</span> {transformation.budget}
        </p>
      </div>
    </article>
  );
}

/** The six before/after transformations, in a carousel. */
export function TransformationCards() {
  const [fullImage, setFullImage] = useState<FullImageSubject | null>(null);
  return (
    <>
      <Carousel
        label="Before and after transformations"
        slideSize={{ base: '88%', tablet: '50%', desktop: '33.333%' }}
        slides={TRANSFORMATIONS.map((transformation) => (
          <TransformationCard
            key={transformation.id}
            transformation={transformation}
            onExpand={() =>
              setFullImage({
                title: transformation.title,
                description: `${transformation.style} ${transformation.roomType.toLowerCase()}, ${transformation.budget}`,
                before: transformation.before,
                after: transformation.after,
              })
            }
          />
        ))}
      />
      <FullImageDialog subject={fullImage} onClose={() => setFullImage(null)} />
    </>
  );
}
