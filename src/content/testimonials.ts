/**
 * What customers say (spec 01 section 3): the display-only testimonials of the home carousel
 * and /browse-rooms, and the project stories of the /how-it-works transformations carousel.
 */
import { BEFORE_IMAGES, ROOM_IMAGES, SAMPLES, type SampleImage } from './samples.ts';

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  /** Out of 5. */
  rating: number;
  portrait: SampleImage;
  roomImage: SampleImage;
  roomStyle: string;
}

/** The home page's rotating testimonials (3 items). */
export const HOME_TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Hannah Keller',
    role: 'Homeowner, Portland',
    content:
      'I scanned the living room on my lunch break and had three layouts by the evening. The sofa it picked fits to the centimetre.',
    rating: 5,
    portrait: SAMPLES.person7,
    roomImage: ROOM_IMAGES['living-scandinavian'],
    roomStyle: 'Scandinavian',
  },
  {
    name: 'Andre Walker',
    role: 'Renter, Chicago',
    content:
      'No drilling, no deposit lost, and my studio finally looks like a grown-up lives here. Delivery and setup took one afternoon.',
    rating: 5,
    portrait: SAMPLES.person8,
    roomImage: ROOM_IMAGES['study-industrial'],
    roomStyle: 'Industrial',
  },
  {
    name: 'Sara Lindgren',
    role: 'First-time buyer, Minneapolis',
    content:
      'We could not agree on a style until we saw our own bedroom in Japandi. Now it is the calmest room in the house.',
    rating: 5,
    portrait: SAMPLES.person9,
    roomImage: ROOM_IMAGES['bedroom-japandi'],
    roomStyle: 'Japandi',
  },
];

/** The testimonial on /browse-rooms, before the newsletter. */
export const BROWSE_TESTIMONIAL: Testimonial = {
  name: 'Robert Hale',
  role: 'Homeowner, Boston',
  content:
    'I browsed for an hour, found a classic dining room I loved, and Aurevia fitted the whole look to my own room. It arrived in under two weeks.',
  rating: 5,
  portrait: SAMPLES.person10,
  roomImage: ROOM_IMAGES['dining-classic'],
  roomStyle: 'Classic',
};

export interface ProjectStory {
  name: string;
  location: string;
  project: string;
  timeframe: string;
  description: string;
  image: SampleImage;
  quote: string;
  /** When set, the story shows the room before as well. */
  beforeAfter: boolean;
  before?: SampleImage;
  portrait: SampleImage;
}

/** The /how-it-works transformations carousel (every 5 s, wrapping around). */
export const PROJECT_STORIES: readonly ProjectStory[] = [
  {
    name: 'Nia Thompson',
    location: 'Atlanta, GA',
    project: 'Bohemian living room',
    timeframe: '10 days',
    description: 'From moving boxes to a layered, plant-filled living room with a kilim rug.',
    image: ROOM_IMAGES['living-bohemian'],
    before: BEFORE_IMAGES['living-bohemian'],
    quote: 'The scan took two minutes. Choosing cushions took longer.',
    beforeAfter: true,
    portrait: SAMPLES.person11,
  },
  {
    name: 'Liam Carter',
    location: 'Seattle, WA',
    project: 'Minimalist home office',
    timeframe: '6 days',
    description: 'A spare room became a quiet office with one desk, one shelf and one tree.',
    image: ROOM_IMAGES['office-minimalist'],
    before: BEFORE_IMAGES['office-minimalist'],
    quote: 'I stopped working from the sofa the day it arrived.',
    beforeAfter: true,
    portrait: SAMPLES.person12,
  },
  {
    name: 'Grace Morgan',
    location: 'Savannah, GA',
    project: 'Classic dining room',
    timeframe: '3 weeks',
    description: 'Sage panelling, a dark wood table for eight and a brass chandelier.',
    image: ROOM_IMAGES['dining-classic'],
    quote: 'It feels like the house was always meant to have this room.',
    beforeAfter: false,
    portrait: SAMPLES.person19,
  },
  {
    name: 'Mateo Alvarez',
    location: 'Denver, CO',
    project: 'Modern bedroom',
    timeframe: '2 weeks',
    description: 'A channel-tufted bed, walnut nightstands and warm ochre light.',
    image: ROOM_IMAGES['bedroom-modern'],
    before: BEFORE_IMAGES['bedroom-modern'],
    quote: 'Hotel calm, but it is my own bedroom.',
    beforeAfter: true,
    portrait: SAMPLES.person20,
  },
];
