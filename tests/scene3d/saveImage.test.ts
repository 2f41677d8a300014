// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { imageFileName, pictureCaption } from '../../src/features/room-3d/saveImage.ts';

describe('the saved picture', () => {
  const day = new Date(2026, 10, 26, 12);

  it('is captioned with the room name and the date, as the reader writes dates', () => {
    expect(pictureCaption('Living room', day, 'en-GB')).toBe('Living room · 26 November 2026');
    expect(pictureCaption('Living room', day, 'en-US')).toBe('Living room · November 26, 2026');
  });

  it('is captioned with the date alone when the room has no name', () => {
    expect(pictureCaption('  ', day, 'en-GB')).toBe('26 November 2026');
  });

  it('is named after the room', () => {
    expect(imageFileName('Living room')).toBe('Living room-3d.png');
    expect(imageFileName('a/b:c')).toBe('a b c-3d.png');
  });
});
