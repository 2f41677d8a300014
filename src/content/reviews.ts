/**
 * The /reviews page (spec 02 sections 2, 3 and 9): the headline numbers, the rating filter
 * with the counts the service reports, six review cards and the blurbs per customer group.
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export const REVIEW_STATS = [
  { value: '50,000+', label: 'Happy Customers' },
  { value: '4.9/5', label: 'Average Rating' },
  { value: '98%', label: 'Would Recommend' },
  { value: '2.8M+', label: 'Rooms Designed' },
] as const;

export type RatingFilter = 'all' | 1 | 2 | 3 | 4 | 5;

/** The rating filter buttons with the counts of every review the service holds. */
export const RATING_FILTERS: readonly { value: RatingFilter; label: string; count: string }[] = [
  { value: 'all', label: 'All', count: '2,847' },
  { value: 5, label: '5 stars', count: '2,456' },
  { value: 4, label: '4 stars', count: '312' },
  { value: 3, label: '3 stars', count: '68' },
  { value: 2, label: '2 stars', count: '8' },
  { value: 1, label: '1 star', count: '3' },
];

export interface Review {
  id: string;
  name: string;
  title: string;
  location: string;
  /** 1 to 5. */
  rating: number;
  avatar?: SampleImage;
  review: string;
  verified: boolean;
  project: string;
}

export const REVIEWS: readonly Review[] = [
  {
    id: 'review-jordan',
    name: 'Jordan Ellis',
    title: 'The scan was scarily accurate',
    location: 'Austin, TX',
    rating: 5,
    avatar: SAMPLES.person21,
    review:
      'I measured my living room by hand afterwards just to check. The scan was within a couple of centimetres everywhere, and the sofa it suggested fits perfectly under the window.',
    verified: true,
    project: 'Living Room',
  },
  {
    id: 'review-mei',
    name: 'Mei Chen',
    title: 'A designer who listened',
    location: 'San Francisco, CA',
    rating: 5,
    avatar: SAMPLES.person22,
    review:
      'The AI layout got me most of the way; my designer did the rest in three days. She kept my grandmother\u2019s armchair and built the room around it.',
    verified: true,
    project: 'Bedroom',
  },
  {
    id: 'review-oscar',
    name: 'Oscar Brennan',
    title: 'Delivery and setup in one afternoon',
    location: 'Dublin, OH',
    rating: 5,
    review:
      'Two people arrived, assembled everything, took the boxes away and even hung the art. From scan to styled took less than a week.',
    verified: true,
    project: 'Dining Room',
  },
  {
    id: 'review-ama',
    name: 'Ama Mensah',
    title: 'Finally, a home office I like',
    location: 'Raleigh, NC',
    rating: 5,
    avatar: SAMPLES.person23,
    review:
      'I work from home every day and the spare room was a dumping ground. Now it is the best room in the house, and it cost less than I expected.',
    verified: true,
    project: 'Home Office',
  },
  {
    id: 'review-felix',
    name: 'Felix Wagner',
    title: 'Great designs, one slow delivery',
    location: 'Portland, OR',
    rating: 4,
    avatar: SAMPLES.person24,
    review:
      'Loved the Scandinavian layout and the mood board. The rug came a week after everything else, but support kept me posted the whole time.',
    verified: true,
    project: 'Living Room',
  },
  {
    id: 'review-rosa',
    name: 'Rosa Delgado',
    title: 'Good start, needed a few tweaks',
    location: 'Tucson, AZ',
    rating: 3,
    review:
      'The first layout put the bed under the window, which does not work in our heat. The second try was much better once I told it about the sun.',
    verified: false,
    project: 'Bedroom',
  },
];

export const REVIEW_SEGMENTS = [
  {
    title: 'Homeowners',
    rating: '4.9/5',
    count: '1,200+',
    text: 'Families and first-time buyers who scanned, styled and shopped whole rooms.',
  },
  {
    title: 'Interior Designers',
    rating: '4.8/5',
    count: '450+',
    text: 'Designers who use Aurevia scans and mood boards to win and delight clients.',
  },
  {
    title: 'Real Estate Pros',
    rating: '4.9/5',
    count: '200+',
    text: 'Agents and stagers who show buyers what an empty listing could become.',
  },
] as const;

export const REVIEWS_CLOSING = {
  title: 'Join 50,000+ happy customers',
  text: 'Scan your room in under 2 minutes and see it styled for free.',
  primary: { label: 'Try the Scanner', href: '/try-scanner' },
  secondary: { label: 'View Pricing', href: '/pricing' },
} as const;
