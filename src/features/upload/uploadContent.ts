/** The upload page's copy (spec 02 section 2, "Upload and contact pages"). */
import { SAMPLES } from '../../content/samples.ts';
import type { SampleImage } from '../../content/samples.ts';

/** The picker's hint (spec 02 section 5). */
export const PICKER_HINT = 'JPG/PNG, max 10 MB each, 3-5 recommended';

/** Beside the "Measure your room" link once the photos are processed. */
export const MEASURE_NEXT_TEXT =
  'Next, measure the room in these photos: its walls, doors and windows, so the design fits.';

export const PHOTO_TIPS = [
  'Shoot in daylight with the lights on, and open the curtains.',
  'Stand in a corner and take in as much of the room as you can.',
  'Take 4-6 photos from different angles, so every wall appears at least once.',
  'Hold the phone level at chest height, in landscape.',
  'Include doors, windows and radiators: the design works around them.',
] as const;

export interface BeforeAfterStory {
  name: string;
  place: string;
  quote: string;
  before: SampleImage;
  after: SampleImage;
}

export const BEFORE_AFTER_STORIES: readonly BeforeAfterStory[] = [
  {
    name: 'Maya R.',
    place: 'Living room, Brooklyn',
    quote:
      'Five photos from my phone and a few days later I had a room that finally feels finished.',
    before: SAMPLES.beforeLivingBare,
    after: SAMPLES.afterLivingStyled,
  },
  {
    name: 'Tom A.',
    place: 'Living room, Bristol',
    quote: 'I could not get a scan in our narrow room, so I uploaded photos. Same great result.',
    before: SAMPLES.beforeLivingBare,
    after: SAMPLES.livingModern,
  },
  {
    name: 'Aiko N.',
    place: 'Living room, Vancouver',
    quote: 'The designer matched the calm Japandi look I wanted from just four photos.',
    before: SAMPLES.beforeLivingBare,
    after: SAMPLES.livingJapandi,
  },
];

/** Live chat hours (spec 02 section 2). */
export const LIVE_CHAT_TEXT =
  'Our design experts are on live chat 9 AM-6 PM EST, Monday to Friday. Send us your question and an expert replies within 1 business day.';
