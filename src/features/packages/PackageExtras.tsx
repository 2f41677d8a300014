import { useId } from 'react';
import { useAtom } from 'jotai';
import { Minus, Plus } from 'lucide-react';
import { MULTI_ROOM_DISCOUNT, PACKAGE_ADD_ONS } from '../../content/packages.ts';
import { formatPrice } from '../../lib/format.ts';
import { Badge } from '../../ui/Badge.tsx';
import { packageAddOnsAtom, packageRoomsAtom } from './packageAtoms.ts';
import { clampRooms, toggleAddOn } from './packageSelection.ts';

/** Paint Consultation, Smart Purchasing and Delivery Coordination, each a checkbox. */
export function PackageAddOns() {
  const [addOns, setAddOns] = useAtom(packageAddOnsAtom);
  return (
    <fieldset className="package-addons">
      <legend className="package-addons__legend">Add-ons</legend>
      {PACKAGE_ADD_ONS.map((addOn) => (
        <label key={addOn.id} className="package-addon">
          <input
            type="checkbox"
            className="package-addon__check"
            checked={addOns.includes(addOn.id)}
            onChange={(event) => setAddOns(toggleAddOn(addOns, addOn.id, event.target.checked))}
          />
          <span className="package-addon__name">{addOn.name}</span>
          <span className="package-addon__price">+{formatPrice(addOn.price)}</span>
          <span className="package-addon__text">{addOn.description}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** How many rooms, and whether the multi-room discount (-20% from 3 rooms) applies. */
export function MultiRoomDiscount() {
  const [rooms, setRooms] = useAtom(packageRoomsAtom);
  const inputId = useId();
  const hintId = useId();
  const applies = rooms >= MULTI_ROOM_DISCOUNT.minRooms;
  const missing = MULTI_ROOM_DISCOUNT.minRooms - rooms;
  return (
    <div className="package-rooms">
      <div className="package-addon__head">
        <span className="package-addon__name">{MULTI_ROOM_DISCOUNT.name}</span>
        <span className="package-addon__price">-{MULTI_ROOM_DISCOUNT.percent}%</span>
      </div>
      <p id={hintId} className="package-addon__text">
        -{MULTI_ROOM_DISCOUNT.percent}% for {MULTI_ROOM_DISCOUNT.minRooms} or more rooms, off the
        design fee of every room.
      </p>
      <div className="package-rooms__row">
        <label htmlFor={inputId} className="package-rooms__label">
          Number of rooms
        </label>
        <div className="package-rooms__stepper">
          <button
            type="button"
            className="package-rooms__step"
            aria-label="Fewer rooms"
            disabled={rooms <= 1}
            onClick={() => setRooms(clampRooms(rooms - 1))}
          >
            <Minus aria-hidden="true" />
          </button>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={MULTI_ROOM_DISCOUNT.maxRooms}
            step={1}
            value={rooms}
            aria-describedby={hintId}
            className="package-rooms__input"
            onChange={(event) => setRooms(clampRooms(event.target.valueAsNumber))}
          />
          <button
            type="button"
            className="package-rooms__step"
            aria-label="More rooms"
            disabled={rooms >= MULTI_ROOM_DISCOUNT.maxRooms}
            onClick={() => setRooms(clampRooms(rooms + 1))}
          >
            <Plus aria-hidden="true" />
          </button>
        </div>
      </div>
      <p className="package-rooms__state">
        {applies ? (
          <Badge tone="sage">Discount applied</Badge>
        ) : (
          <span>
            Add {missing} more {missing === 1 ? 'room' : 'rooms'} to save{' '}
            {MULTI_ROOM_DISCOUNT.percent}%.
          </span>
        )}
      </p>
    </div>
  );
}
