/**
 * The About page (spec 01 section 2): the story, three mission points and the people behind
 * Aurevia. Display text only.
 */
import { SAMPLES, type SampleImage } from './samples.ts';

export const ABOUT_STORY = {
  heading: 'Our story',
  paragraphs: [
    'Aurevia began in a half-furnished flat. Our founders had measured the living room three times, bought a sofa that blocked the radiator, and still could not picture how the room should look. Designers were out of reach at £2,000 or more per room.',
    'So we built the tool we wanted: point your phone at a room, and in under 2 minutes you have a 3D model of it. Our AI lays out furniture that fits the space and your style, for free. When you love the look, you shop it in one place, with white-glove delivery and setup, or you hand it to one of our certified designers.',
    'Today more than 10,000 homeowners have styled a room with Aurevia, from first flats to family homes.',
  ],
  image: SAMPLES.afterLivingStyled,
} as const;

export interface MissionPoint {
  readonly id: 'access' | 'confidence' | 'simplicity';
  readonly title: string;
  readonly text: string;
}

export const MISSION_POINTS: readonly MissionPoint[] = [
  {
    id: 'access',
    title: 'Design for everyone',
    text: "A beautiful room should not depend on a designer's fee. Your first AI design is free, with no card needed.",
  },
  {
    id: 'confidence',
    title: 'Buy with confidence',
    text: 'See every piece in your own room, at its real size, before you spend a penny, backed by a 30-day satisfaction guarantee.',
  },
  {
    id: 'simplicity',
    title: 'From scan to styled, simply',
    text: 'Scan, design and shop in one place, with delivery and setup handled for you: a styled room in as little as 72 hours.',
  },
];

export const COMPANY_STATS = [
  { value: '10,000+', label: 'homeowners' },
  { value: '1000+', label: 'rooms styled' },
  { value: '4.9', label: 'average rating from 2,500+ reviews' },
  { value: '72 hours', label: 'from scan to styled' },
] as const;

export interface TeamMember {
  readonly name: string;
  readonly role: string;
  readonly portrait: SampleImage;
}

export const TEAM: readonly TeamMember[] = [
  { name: 'Elena Hart', role: 'Co-founder & CEO', portrait: SAMPLES.person1 },
  { name: 'Marcus Bell', role: 'Co-founder & CTO', portrait: SAMPLES.person2 },
  { name: 'Priya Raman', role: 'Head of Design', portrait: SAMPLES.person3 },
  { name: 'Margaret Oyelaran', role: 'Head of Customer Care', portrait: SAMPLES.person4 },
];
