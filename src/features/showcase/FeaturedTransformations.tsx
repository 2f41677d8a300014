import { useState } from 'react';
import { ArrowUpRight } from 'lucide-react';
import {
  ACTION_TRANSFORMATIONS,
  type ActionTransformation,
} from '../../content/transformations.ts';
import { TransformationDialog } from './TransformationDialog.tsx';
import './FeaturedTransformations.css';

/** The four featured transformations; each card opens its story and 'Shop This Look'. */
export function FeaturedTransformations({ leadFirst = false }: { leadFirst?: boolean }) {
  const [open, setOpen] = useState<ActionTransformation | null>(null);
  return (
    <>
      <ul className="featured-transformations">
        {ACTION_TRANSFORMATIONS.map((transformation, index) => {
          const image = transformation.finishedImage;
          const lead = leadFirst && index === 0;
          return (
            <li key={transformation.id}>
              <button
                type="button"
                className="featured-transformation"
                onClick={() => setOpen(transformation)}
                aria-haspopup="dialog"
              >
                <span className="featured-transformation__picture">
                  <img
                    src={image.src}
                    alt=""
                    width={image.width}
                    height={image.height}
                    loading={lead ? undefined : 'lazy'}
                    fetchPriority={lead ? 'high' : undefined}
                    decoding="async"
                  />
                  <span className="featured-transformation__budget">{transformation.budget}</span>
                </span>
                <span className="featured-transformation__body">
                  <span className="featured-transformation__meta">
                    {transformation.style} · {transformation.roomType}
                  </span>
                  <span className="featured-transformation__title">
                    {transformation.client}
                    <ArrowUpRight aria-hidden="true" />
                  </span>
                  <span className="featured-transformation__designer">
                    Designed by {transformation.designedBy}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <TransformationDialog transformation={open} onClose={() => setOpen(null)} />
    </>
  );
}
