import { Sparkles } from 'lucide-react';
import './PopularRibbon.css';

/** The 'Most popular' ribbon on a plan or package card's top edge. */
export function PopularRibbon() {
  return (
    <p className="popular-ribbon">
      <Sparkles aria-hidden="true" />
      Most popular
    </p>
  );
}
