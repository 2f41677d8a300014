import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Download3D, QuickLookLink } from '../../src/features/room-3d-export/index.ts';
import type { RoomFile } from '../../src/features/room-3d-export/exportRoom.ts';
import type { ModelFormat } from '../../src/features/room-3d-export/formats.ts';
import { LIVING_ROOM, LIVING_ROOM_PIECES } from './designedRoom.ts';

const exportRoom = vi.hoisted(() => vi.fn());
vi.mock('../../src/features/room-3d-export/exportRoom.ts', () => ({ exportRoom }));

const room = { plan: LIVING_ROOM, pieces: LIVING_ROOM_PIECES, name: 'Living room' };

function madeFile(_room: unknown, format: ModelFormat): Promise<RoomFile> {
  return Promise.resolve({
    format,
    bytes: new Uint8Array([1, 2, 3]),
    mimeType: format === 'glb' ? 'model/gltf-binary' : 'model/vnd.usdz+zip',
    triangles: 12,
    largestTexture: 0,
  });
}

let clicked: HTMLAnchorElement[];

beforeEach(() => {
  exportRoom.mockReset();
  exportRoom.mockImplementation(madeFile);
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push(this);
  });
  let count = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn(() => `blob:aurevia/${(count += 1)}`),
    revokeObjectURL: vi.fn(),
  });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'canShare');
  Reflect.deleteProperty(navigator, 'share');
});

describe('Download 3D', () => {
  it('offers both files in a named group, and no share where the sheet takes no files', () => {
    render(<Download3D {...room} />);
    const group = screen.getByRole('group', { name: 'Take the design anywhere' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Download 3D (.glb)', 'Download 3D (.usdz)']);
    expect(exportRoom).not.toHaveBeenCalled();
  });

  it('makes the file on the device and downloads it under the room name', async () => {
    render(<Download3D {...room} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download 3D (.glb)' }));
    await screen.findByText('Downloaded Living room.glb.');
    expect(exportRoom).toHaveBeenCalledWith(room, 'glb');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('Living room.glb');
    expect(clicked[0]?.getAttribute('href')).toMatch(/^blob:/);

    await userEvent.click(screen.getByRole('button', { name: 'Download 3D (.usdz)' }));
    await screen.findByText('Downloaded Living room.usdz.');
    expect(exportRoom).toHaveBeenLastCalledWith(room, 'usdz');
    expect(clicked[1]?.download).toBe('Living room.usdz');
  });

  it('says so when the file cannot be made', async () => {
    exportRoom.mockRejectedValue(new Error('no'));
    render(<Download3D {...room} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download 3D (.usdz)' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The 3D file could not be made. Try again.',
    );
    expect(clicked).toHaveLength(0);
  });

  it('shares both files where the share sheet takes them', async () => {
    const share = vi.fn<(data: ShareData) => Promise<void>>(() => Promise.resolve());
    Object.assign(navigator, { canShare: () => true, share });
    render(<Download3D {...room} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share 3D' }));
    await screen.findByText('Shared Living room.glb and Living room.usdz.');
    const files = share.mock.calls[0]?.[0].files ?? [];
    expect(files.map((file) => [file.name, file.type])).toEqual([
      ['Living room.glb', 'model/gltf-binary'],
      ['Living room.usdz', 'model/vnd.usdz+zip'],
    ]);
  });

  it('asks for a second press when the sheet wants a fresh tap, and shares the same files', async () => {
    const share = vi
      .fn<(data: ShareData) => Promise<void>>()
      .mockRejectedValueOnce(new DOMException('Needs a tap', 'NotAllowedError'))
      .mockResolvedValueOnce(undefined);
    Object.assign(navigator, {
      canShare: (data: ShareData) => data.files?.[0]?.name.endsWith('.usdz') ?? false,
      share,
    });
    render(<Download3D {...room} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Share 3D' }));
    await screen.findByText('Your 3D files are ready. Press Share 3D again to send them.');
    await userEvent.click(screen.getByRole('button', { name: 'Share 3D' }));
    await screen.findByText('Shared Living room.usdz.');
    expect(exportRoom).toHaveBeenCalledTimes(1);
  });
});

describe('See it in your room (AR Quick Look)', () => {
  it('shows nothing where links cannot open AR Quick Look', () => {
    const { container } = render(<QuickLookLink {...room} />);
    expect(container).toBeEmptyDOMElement();
    expect(exportRoom).not.toHaveBeenCalled();
  });

  it("links to the room's USDZ, made on the device, in Apple's rel=ar pattern", async () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'ar');
    render(<QuickLookLink {...room} />);
    expect(screen.getByRole('status')).toHaveTextContent('Getting your room ready for AR…');
    const link = await screen.findByRole('link', { name: 'See it in your room' });
    expect(exportRoom).toHaveBeenCalledWith(room, 'usdz');
    expect(link).toHaveAttribute('rel', 'ar');
    expect(link.getAttribute('href')).toMatch(/^blob:.*#allowsContentScaling=0$/);
    expect(link).toHaveAttribute('download', 'Living room.usdz');
    // Safari opens Quick Look only when the link's first element is an image.
    expect(link.firstElementChild?.tagName).toBe('IMG');
    expect(link.children).toHaveLength(1);
  });

  it('makes the file again when the room changes, and lets the old one go', async () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'ar');
    const { rerender } = render(<QuickLookLink {...room} />);
    const first = await screen.findByRole('link', { name: 'See it in your room' });
    const firstHref = first.getAttribute('href') ?? '';
    act(() => rerender(<QuickLookLink {...room} pieces={LIVING_ROOM_PIECES.slice(1)} />));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'See it in your room' })).not.toHaveAttribute(
        'href',
        firstHref,
      ),
    );
    expect(exportRoom).toHaveBeenCalledTimes(2);
    expect(URL.revokeObjectURL).toHaveBeenCalledWith(firstHref.split('#')[0]);
  });
});
