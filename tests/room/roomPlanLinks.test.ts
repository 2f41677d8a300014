// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  MEASURE_ROOM_PATH,
  measureRoomHref,
  readMeasureRoomFrom,
} from '../../src/features/room-plan/index.ts';
import { readMeasureRoomFrom as read } from '../../src/features/room-plan/links.ts';

describe('links into the plan editor', () => {
  it('opens the editor, for a scan or for photos', () => {
    expect(MEASURE_ROOM_PATH).toBe('/measure-room');
    expect(measureRoomHref()).toBe('/measure-room');
    expect(measureRoomHref({ scanId: 'scan-1' })).toBe('/measure-room?scan=scan-1');
    expect(measureRoomHref({ photoIds: ['a', 'b'] })).toBe('/measure-room?photos=a%2Cb');
    expect(measureRoomHref({ photoIds: [] })).toBe('/measure-room');
  });

  it('reads back what a link names', () => {
    expect(read('scan=scan-1')).toEqual({ scanId: 'scan-1' });
    expect(read('?photos=a%2Cb')).toEqual({ photoIds: ['a', 'b'] });
    expect(read('photos=a,,b&scan=')).toEqual({ photoIds: ['a', 'b'] });
    expect(read('')).toEqual({});
    expect(readMeasureRoomFrom).toBe(read);
  });
});
