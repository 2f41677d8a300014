/**
 * Aurevia's certified designers (spec 02 section 3: name, specialty, experience, projects
 * count, rating, optional image). Shown as featured designers on /design-gallery and the
 * hire-a-designer pages.
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export interface Designer {
  id: string;
  name: string;
  specialty: string;
  /** Years in practice. */
  experience: number;
  /** Rooms completed with Aurevia clients. */
  projects: number;
  /** Average client rating out of 5. */
  rating: number;
  image?: SampleImage;
  /** The styles the designer is known for, as the gallery names them. */
  styles: readonly string[];
  /** One line in the designer's own words. */
  bio: string;
}

export const DESIGNERS: readonly Designer[] = [
  {
    id: 'sofia-lindqvist',
    name: 'Sofia Lindqvist',
    specialty: 'Scandinavian & Japandi living spaces',
    experience: 9,
    projects: 142,
    rating: 4.9,
    image: SAMPLES.person13,
    styles: ['Scandinavian', 'Japandi', 'Minimalist'],
    bio: 'Pale wood, soft light and only what you love: rooms that breathe.',
  },
  {
    id: 'marcus-okafor',
    name: 'Marcus Okafor',
    specialty: 'Industrial lofts & home offices',
    experience: 12,
    projects: 186,
    rating: 4.9,
    image: SAMPLES.person14,
    styles: ['Industrial', 'Modern'],
    bio: 'Raw brick, warm leather and desks you actually want to sit at.',
  },
  {
    id: 'amara-patel',
    name: 'Amara Patel',
    specialty: 'Bohemian bedrooms & layered textiles',
    experience: 7,
    projects: 98,
    rating: 4.8,
    image: SAMPLES.person15,
    styles: ['Bohemian', 'Classic'],
    bio: 'Pattern, plants and colour, layered until a room feels lived in.',
  },
  {
    id: 'eleanor-whitfield',
    name: 'Eleanor Whitfield',
    specialty: 'Classic dining rooms & period homes',
    experience: 18,
    projects: 231,
    rating: 5.0,
    image: SAMPLES.person16,
    styles: ['Classic', 'Modern'],
    bio: 'Panelling, brass and a table that gathers everyone together.',
  },
  {
    id: 'layla-haddad',
    name: 'Layla Haddad',
    specialty: 'Minimalist & family-friendly homes',
    experience: 8,
    projects: 117,
    rating: 4.9,
    image: SAMPLES.person17,
    styles: ['Minimalist', 'Scandinavian'],
    bio: 'Calm rooms that still survive toddlers, dogs and Sunday mornings.',
  },
  {
    id: 'daniel-reyes',
    name: 'Daniel Reyes',
    specialty: 'Modern & coastal open-plan spaces',
    experience: 11,
    projects: 164,
    rating: 4.8,
    image: SAMPLES.person18,
    styles: ['Modern', 'Coastal'],
    bio: 'Clean lines, sea-washed colour and light from every window.',
  },
];
