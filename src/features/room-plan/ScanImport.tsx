import {
  startTransition,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { ScanLine, TriangleAlert } from 'lucide-react';
import { area } from '../../lib/room/geometry.ts';
import type { ImportedRoom } from '../../lib/room/capture/importScan.ts';
import type { RoomPlan } from '../../lib/room/plan.ts';
import { formatArea, type UnitSystem } from '../../lib/room/units.ts';
import { SCAN_SHARE_MESSAGES, readScanShare } from '../../lib/shareTarget.ts';
import { Button } from '../../ui/Button.tsx';
import { useSearchAfterHydration } from '../../ui/useSearchAfterHydration.ts';
import { takeSharedScans } from './sharedScans.ts';
import './ScanImport.css';

/** What the file picker offers: RoomPlan's JSON and USDZ exports. */
const ACCEPT = '.json,.usdz,application/json,model/vnd.usdz+zip';
const UNREADABLE = 'This scan could not be read. Please try again.';

type ImportState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'reading'; readonly fileName: string }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'choose'; readonly rooms: readonly ImportedRoom[] }
  | {
      readonly kind: 'imported';
      readonly planId: string;
      readonly label: string;
      readonly ignoredObjects: number;
    };

export interface ScanImportProps {
  readonly system: UnitSystem;
  /** The plan the editor shows, so "Imported from a room scan" is said only of that plan. */
  readonly currentPlanId: string;
  /** Keeps the imported plan as a new room and opens it; returns its id. */
  readonly onImport: (plan: RoomPlan, name: string) => string;
}

/** The file's bytes; through FileReader where Blob has no arrayBuffer (Safari before 14). */
function bytesOf(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

const furnitureNote = (count: number): string =>
  count === 0
    ? ''
    : ` ${count === 1 ? '1 piece' : `${count} pieces`} of furniture in the scan ${count === 1 ? 'was' : 'were'} left out: plans keep walls, doors and windows.`;

/**
 * "Import a room scan": a RoomPlan JSON or USDZ from an iPhone or iPad with LiDAR becomes a new
 * plan, opened in the editor for review. The importer loads only once a file is chosen (or
 * shared to the app). A file it cannot use is named in one message, and nothing is kept.
 */
export function ScanImport({ system, currentPlanId, onImport }: ScanImportProps) {
  const [state, setState] = useState<ImportState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const handledShare = useRef(false);
  const search = useSearchAfterHydration();
  const id = useId();

  const finish = (room: ImportedRoom) => {
    const planId = onImport(room.plan, room.label);
    setState({ kind: 'imported', planId, label: room.label, ignoredObjects: room.ignoredObjects });
  };

  const read = async (file: File) => {
    setState({ kind: 'reading', fileName: file.name });
    try {
      const { importScan } = await import('../../lib/room/capture/importScan.ts');
      const result = await importScan(new Uint8Array(await bytesOf(file)));
      if (!result.ok) setState({ kind: 'failed', message: result.message });
      else if (result.rooms.length === 1) finish(result.rooms[0] as ImportedRoom);
      else setState({ kind: 'choose', rooms: result.rooms });
    } catch (error) {
      console.error('Could not import the room scan', error);
      setState({ kind: 'failed', message: UNREADABLE });
    }
  };

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after fixing it) reads it again.
    event.target.value = '';
    if (file) void read(file);
  };

  // A file chosen before the page was interactive is still in the picker: read it now.
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) {
      if (input.current) input.current.value = '';
      void read(early);
    }
    // Once, at hydration: later choices arrive through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A scan shared to the installed app lands here with ?scan-share=N.
  useEffect(() => {
    const share = readScanShare(search);
    if (share === null || handledShare.current) return;
    handledShare.current = true;
    if (typeof share === 'string') {
      startTransition(() => setState({ kind: 'failed', message: SCAN_SHARE_MESSAGES[share] }));
      return;
    }
    void takeSharedScans().then(
      ([first]) => (first ? read(first) : undefined),
      (error: unknown) => {
        console.error('Could not take the shared scan', error);
        setState({ kind: 'failed', message: SCAN_SHARE_MESSAGES.failed });
      },
    );
    // read() only sets this component's state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // In the commit that shows the question, so no key pressed meanwhile lands on the picker.
  useLayoutEffect(() => {
    if (state.kind === 'choose') question.current?.focus();
  }, [state.kind]);

  return (
    <div className="scan-import">
      <h3 className="room-plan__start-label">From a room scan</h3>
      <label className="start-chip start-chip--two-lines scan-import__pick">
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          className="visually-hidden"
          aria-describedby={`${id}-hint`}
          onChange={picked}
        />
        <ScanLine aria-hidden="true" />
        <span className="start-chip__name">Import a room scan</span>
        <span className="start-chip__size">RoomPlan JSON or USDZ</span>
      </label>
      <p id={`${id}-hint`} className="room-plan__hint scan-import__hint">
        From an iPhone or iPad with LiDAR: the file an app built on Apple RoomPlan exports. Walls,
        doors, windows and openings come in; furniture in the scan is left out.
      </p>

      <div aria-live="polite" className="scan-import__status">
        {state.kind === 'reading' ? <p>Reading {state.fileName}…</p> : null}
        {state.kind === 'imported' && state.planId === currentPlanId ? (
          <p className="scan-import__done">
            Imported from a room scan: {state.label}. Check each wall, door and window against the
            room.{furnitureNote(state.ignoredObjects)}
          </p>
        ) : null}
      </div>
      {state.kind === 'failed' ? (
        <p className="field__error scan-import__error" role="alert">
          <TriangleAlert aria-hidden="true" />
          <span>{state.message}</span>
        </p>
      ) : null}
      {state.kind === 'choose' ? (
        <div className="scan-import__choice" role="group" aria-labelledby={`${id}-question`}>
          <p id={`${id}-question`} ref={question} tabIndex={-1} className="scan-import__question">
            This scan holds {state.rooms.length} rooms. Which one do you want to import?
          </p>
          <ul className="room-plan__start-list">
            {state.rooms.map((room, index) => (
              <li key={`${index}-${room.label}`}>
                <button type="button" className="start-chip" onClick={() => finish(room)}>
                  <span className="start-chip__name">{room.label}</span>
                  <span className="start-chip__size">
                    {formatArea(area(room.plan.outline), system)}, {room.plan.outline.length} walls
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <Button variant="ghost" size="sm" onClick={() => setState({ kind: 'idle' })}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}
