// @vitest-environment node
import { isLiveChatOpen } from '../../src/features/contact/liveChatHours.ts';
import { CONTACT_CHANNELS, CONTACT_TOPICS } from '../../src/content/contact.ts';

describe('live chat hours, 9 AM-6 PM EST on weekdays', () => {
  it.each([
    ['2025-01-07T14:00:00Z', true, 'Tuesday 9:00 in New York (winter)'],
    ['2025-01-07T13:59:00Z', false, 'Tuesday 8:59'],
    ['2025-01-07T22:59:00Z', true, 'Tuesday 17:59'],
    ['2025-01-07T23:00:00Z', false, 'Tuesday 18:00'],
    ['2025-07-08T13:00:00Z', true, 'Tuesday 9:00 in summer time'],
    ['2025-01-11T16:00:00Z', false, 'Saturday 11:00'],
    ['2025-01-12T16:00:00Z', false, 'Sunday 11:00'],
  ])('%s is %s (%s)', (iso, open) => {
    expect(isLiveChatOpen(new Date(iso))).toBe(open);
  });
});

describe('the contact content', () => {
  it('offers the spec topics', () => {
    expect(CONTACT_TOPICS.map((topic) => topic.value)).toEqual([
      'scanning',
      'delivery',
      'designer',
      'partnerships',
      'technical',
      'billing',
      'other',
    ]);
  });

  it('gives the live chat hours', () => {
    expect(CONTACT_CHANNELS.find((channel) => channel.id === 'chat')?.detail).toBe('9 AM-6 PM EST');
  });
});
