// What the pages use of the reviews feature.
export { ReviewBrowser } from './ReviewBrowser.tsx';
export { ReviewSegments } from './ReviewSegments.tsx';
export { filterReviews } from './reviewFilter.ts';
