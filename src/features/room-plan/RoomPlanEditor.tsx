import { lazy, type ReactNode, Suspense, useId, useRef } from 'react';
import { newRectanglePlan } from '../../lib/room/editing.ts';
import { wallLengths } from '../../lib/room/geometry.ts';
import { issuesFor } from '../../lib/room/validation.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { EditorCard } from './EditorCard.tsx';
import { designRoomHref } from './links.ts';
import { OpeningList } from './OpeningList.tsx';
import { OutlineDrawer } from './OutlineDrawer.tsx';
import { PlanDrawing } from './PlanDrawing.tsx';
import { PlanFacts, PlanStatus } from './PlanFacts.tsx';
import { RoomFields } from './RoomFields.tsx';
import { RoomPlanList } from './RoomPlanList.tsx';
import { RoomStartChoices } from './RoomStartChoices.tsx';
import { useRoomPlanEditor } from './useRoomPlanEditor.ts';
import { WallFields } from './WallFields.tsx';
import '../../ui/IconButton.css';
import './RoomPlan.css';

// With the photos' database, only for a plan measured from a scan or an upload.
const RoomReferencePhotos = lazy(() => import('./RoomReferencePhotos.tsx'));

/**
 * "Measure your room": the plan editor. The user starts from a shape, a ready-made room or a
 * drawing, types every wall's length, the ceiling, doors and windows, and sees the room drawn to
 * scale as they go. Every change is kept on the device at once; nothing typed is ever reset.
 */
export function RoomPlanEditor({
  title,
  summary,
  notice,
  startTools,
}: {
  title: string;
  summary: string;
  /** Said above the plan (such as how the plan just opened was measured). */
  notice?: ReactNode;
  /** Other ways to start a room, after the shapes and the ready-made rooms. */
  startTools?: ReactNode;
}) {
  const editor = useRoomPlanEditor();
  const { record, drawing, selectedWall, opened } = editor.state;
  const { plan } = record;
  const { units, issues } = editor;
  const lengths = wallLengths(plan.outline);
  const wallInputs = useRef<(HTMLInputElement | null)[]>([]);
  const headingId = useId();
  // What a start choice redraws.
  const workArea = `${headingId}-work`;

  const selectWall = (index: number) => {
    editor.selectWall(index);
    wallInputs.current[index]?.focus();
  };

  return (
    <div className="room-plan">
      <header className="room-plan__intro">
        <div className="container">
          <p className="room-plan__eyebrow">Your room, measured</p>
          <h1 className="room-plan__title">{title}</h1>
          <p className="room-plan__summary">{summary}</p>
        </div>
      </header>

      <div className="container room-plan__body">
        {notice}
        <RoomStartChoices
          titleId={`${headingId}-start`}
          workArea={workArea}
          units={units}
          drawing={drawing}
          currentPlanId={record.id}
          onStart={editor.start}
          onDraw={editor.draw}
        >
          {startTools}
        </RoomStartChoices>

        {drawing ? (
          <EditorCard
            id={workArea}
            className="room-plan__drawer"
            titleId={`${headingId}-draw`}
            title="Draw your room"
          >
            <OutlineDrawer
              system={units}
              onCancel={editor.stopDrawing}
              onFinish={(outline) => editor.start({ ...newRectanglePlan(), outline })}
            />
          </EditorCard>
        ) : (
          <div id={workArea} className="room-plan__workspace">
            <section
              className="room-plan__card room-plan__view"
              aria-labelledby={`${headingId}-plan`}
            >
              <div className="room-plan__view-head">
                <h2 id={`${headingId}-plan`} className="room-plan__section-title">
                  {record.name.trim() || 'Untitled room'}
                </h2>
                <p className="room-plan__saved" aria-live="polite">
                  {record.id ? 'Saved on this device' : 'Not saved yet'}
                </p>
              </div>
              <PlanDrawing
                plan={plan}
                name={record.name.trim() || 'your room'}
                system={units}
                issues={issues}
                selectedWall={selectedWall}
                onSelectWall={selectWall}
                onSlideOpening={editor.slide}
              />
              <p className="room-plan__drag-hint">
                Tap a wall to type its length. Drag a door or window along its wall, or select it
                and use the arrow keys.
              </p>
              <PlanFacts plan={plan} units={units} />
              <PlanStatus issues={issues} />
            </section>

            <div className="room-plan__form">
              <RoomFields
                titleId={`${headingId}-room`}
                name={record.name}
                units={units}
                height={plan.height}
                heightError={issuesFor(issues, { kind: 'height' })[0]?.message ?? null}
                onRename={editor.rename}
                onUnitsChange={editor.setUnits}
                onHeightChange={(height) => editor.edit({ type: 'height', height })}
              />

              <WallFields
                titleId={`${headingId}-walls`}
                wallLengths={lengths}
                units={units}
                issues={issues}
                selectedWall={selectedWall}
                opened={opened}
                onWallInput={(index, input) => {
                  wallInputs.current[index] = input;
                }}
                onFocusWall={editor.selectWall}
                onLengthChange={(wall, length) =>
                  editor.edit({ type: 'wall-length', wall, length })
                }
              />
              {(['door', 'window'] as const).map((kind) => (
                <OpeningList
                  key={kind}
                  kind={kind}
                  titleId={`${headingId}-${kind}s`}
                  plan={plan}
                  wallLengths={lengths}
                  units={units}
                  issues={issues}
                  opened={opened}
                  onEdit={editor.edit}
                  onFocusWall={editor.selectWall}
                />
              ))}
            </div>
          </div>
        )}

        {!drawing && (record.scanId || record.photoIds?.length) ? (
          <Suspense fallback={null}>
            <RoomReferencePhotos
              scanId={record.scanId}
              photoIds={record.photoIds}
              roomName={record.name.trim() || 'Your room'}
            />
          </Suspense>
        ) : null}

        <RoomPlanList
          records={editor.records}
          currentId={record.id}
          system={editor.deviceUnits}
          onOpen={editor.open}
          onDelete={editor.remove}
        />

        {issues.length === 0 && record.id ? (
          <div className="room-plan__next">
            <p>Your room is measured. Next, furnish it.</p>
            <ButtonLink href={designRoomHref(record.id)}>Design this room</ButtonLink>
          </div>
        ) : null}
      </div>
    </div>
  );
}
