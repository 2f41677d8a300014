/**
 * Apple RoomPlan's `CapturedRoom` as its Codable JSON (what `JSONEncoder` writes of it), and the
 * `CapturedStructure` of several rooms (iOS 17), read into the importer's surfaces.
 *
 * The form, per Apple's documentation and files seen in public code that reads them:
 * `{ "identifier", "story", "version", "walls": [...], "doors": [...], "windows": [...],
 * "openings": [...], "floors": [...], "objects": [...], "sections": [...] }`, each surface with
 * `identifier`, `parentIdentifier` (a door's or window's wall), `category` (`{"wall":{}}`,
 * `{"door":{"isOpen":false}}` ...), `confidence` (`{"high":{}}`), `story`, `dimensions`
 * ([width, height, depth] in metres), `transform` (16 floats, column-major, placing the box's
 * centre), `polygonCorners`, `completedEdges` and `curve` (null or an arc). A structure wraps
 * rooms of that form in `"rooms": [...]`.
 */
import { SCAN_MESSAGES, ScanImportError, badNumbersMessage } from './scanErrors.ts';
import type { ScannedRoom, Surface, SurfaceCurve, SurfaceKind } from './surfaces.ts';

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

const SURFACE_LISTS = [
  ['walls', 'wall'],
  ['doors', 'door'],
  ['windows', 'window'],
  ['openings', 'opening'],
] as const;

/**
 * Swift's encoder writes NaN only when told to, and then as the text "NaN"; other tools write a
 * bare NaN, which is not JSON. Both are read as "not a number", so the message can name the
 * surface instead of calling the whole file unreadable.
 */
function parseLenient(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    const patched = text.replace(/([[:,]\s*)-?(?:NaN|Infinity)(?=\s*[\],}])/g, '$1null');
    if (patched === text) throw new ScanImportError(SCAN_MESSAGES.notAScan);
    try {
      return JSON.parse(patched) as unknown;
    } catch {
      throw new ScanImportError(SCAN_MESSAGES.notAScan);
    }
  }
}

/** RoomPlan always writes the `walls` list; a plan of ours has `doors` too, but an outline. */
const looksLikeCapturedRoom = (value: Json): boolean =>
  Array.isArray(value.walls) && value.outline === undefined;

function numbers(value: unknown, count: number): number[] | null {
  if (!Array.isArray(value) || value.length !== count) return null;
  return value.every(isFiniteNumber) ? (value as number[]) : null;
}

/** An angle as Foundation encodes a `Measurement<UnitAngle>`, or a bare number of radians. */
function radians(value: unknown): number | null {
  if (isFiniteNumber(value)) return value;
  if (!isRecord(value) || !isFiniteNumber(value.value)) return null;
  const symbol = isRecord(value.unit) ? value.unit.symbol : undefined;
  return symbol === '°' || symbol === 'deg' ? (value.value * Math.PI) / 180 : value.value;
}

function readCurve(value: unknown): SurfaceCurve | undefined {
  if (!isRecord(value)) return undefined;
  const center = Array.isArray(value.center)
    ? numbers(value.center, 2)
    : isRecord(value.center) && isFiniteNumber(value.center.x) && isFiniteNumber(value.center.y)
      ? [value.center.x, value.center.y]
      : null;
  const startAngle = radians(value.startAngle);
  const endAngle = radians(value.endAngle);
  if (!center || !isFiniteNumber(value.radius) || value.radius <= 0) return undefined;
  if (startAngle === null || endAngle === null) return undefined;
  return {
    center: [center[0] as number, center[1] as number],
    radius: value.radius,
    startAngle,
    endAngle,
  };
}

function readSurface(
  value: unknown,
  kind: SurfaceKind,
  index: number,
  roomStory: number,
): Surface | null {
  if (!isRecord(value)) throw new ScanImportError(badNumbersMessage(kind, index));
  const dimensions = numbers(value.dimensions, 3);
  const transform = numbers(value.transform, 16);
  if (!dimensions || !transform) {
    // A floor only tells where the floor is; the walls' bottoms say it too.
    if (kind === 'floor') return null;
    throw new ScanImportError(badNumbersMessage(kind, index));
  }
  const curve = readCurve(value.curve);
  return {
    kind,
    ...(typeof value.identifier === 'string' ? { id: value.identifier } : {}),
    ...(typeof value.parentIdentifier === 'string' ? { parentId: value.parentIdentifier } : {}),
    story: isFiniteNumber(value.story) ? value.story : roomStory,
    dimensions: [dimensions[0] as number, dimensions[1] as number, dimensions[2] as number],
    transform,
    ...(curve ? { curve } : {}),
  };
}

const list = (room: Json, key: string): unknown[] =>
  Array.isArray(room[key]) ? (room[key] as unknown[]) : [];

/** "livingRoom" -> "Living room", RoomPlan's section labels as a room's name. */
function sectionName(label: string): string {
  const words = label.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface RoomParts {
  readonly story: number;
  readonly surfaces: Surface[];
  readonly objectCount: number;
  readonly name?: string;
}

function readRoom(room: Json): RoomParts[] {
  const roomStory = isFiniteNumber(room.story) ? room.story : 0;
  const surfaces: Surface[] = [];
  for (const [key, kind] of SURFACE_LISTS) {
    list(room, key).forEach((item, index) => {
      const surface = readSurface(item, kind, index, roomStory);
      if (surface) surfaces.push(surface);
    });
  }
  list(room, 'floors').forEach((item, index) => {
    const surface = readSurface(item, 'floor', index, roomStory);
    if (surface) surfaces.push(surface);
  });

  const stories = [...new Set(surfaces.filter((s) => s.kind === 'wall').map((s) => s.story))];
  stories.sort((a, b) => a - b);
  return stories.map((story) => {
    const labels = new Set(
      list(room, 'sections')
        .filter(isRecord)
        .filter((section) => (isFiniteNumber(section.story) ? section.story : roomStory) === story)
        .map((section) => section.label)
        .filter((label): label is string => typeof label === 'string' && label !== 'unidentified'),
    );
    const [only] = [...labels];
    return {
      story,
      surfaces: surfaces.filter((surface) => surface.story === story),
      objectCount: list(room, 'objects').filter(
        (object) =>
          !isRecord(object) || (isFiniteNumber(object.story) ? object.story : roomStory) === story,
      ).length,
      ...(labels.size === 1 && only ? { name: sectionName(only) } : {}),
    };
  });
}

/** The rooms of a RoomPlan JSON file, or a `ScanImportError` saying what is wrong with it. */
export function readCapturedRoomJson(text: string): ScannedRoom[] {
  const value = parseLenient(text);
  if (!isRecord(value)) throw new ScanImportError(SCAN_MESSAGES.otherJson);

  const structureRooms = Array.isArray(value.rooms)
    ? value.rooms.filter((room): room is Json => isRecord(room) && looksLikeCapturedRoom(room))
    : [];
  const rooms = structureRooms.length > 0 ? structureRooms : [value];
  if (structureRooms.length === 0 && !looksLikeCapturedRoom(value)) {
    throw new ScanImportError(SCAN_MESSAGES.otherJson);
  }

  const parts = rooms.map(readRoom);
  const found = parts.flatMap((storiesOfRoom, roomIndex) =>
    storiesOfRoom.map((part) => ({ ...part, roomIndex })),
  );
  if (found.length === 0) throw new ScanImportError(SCAN_MESSAGES.noWalls);

  const manyRooms = rooms.length > 1;
  const manyStories = new Set(found.map((part) => part.story)).size > 1;
  return found.map((part) => {
    const place = [
      manyRooms ? `Room ${part.roomIndex + 1}` : null,
      manyStories ? `story ${part.story}` : null,
    ].filter(Boolean);
    const base = part.name ?? (manyRooms ? null : 'Scanned room');
    const label = [base, ...place].filter(Boolean).join(', ');
    return { label, surfaces: part.surfaces, objectCount: part.objectCount };
  });
}
