import { useAtomValue } from 'jotai';
import { MULTI_ROOM_DISCOUNT, PACKAGE_ADD_ONS } from '../../content/packages.ts';
import { formatPrice } from '../../lib/format.ts';
import { ButtonLink } from '../../ui/Button.tsx';
import { packageAddOnsAtom, packageRoomsAtom, selectedPackageAtom } from './packageAtoms.ts';
import { bookingHref, findPackage, orderAddOns, quoteSelection } from './packageSelection.ts';

/** The selection as the visitor has it now. */
export function useSelection() {
  const packageId = useAtomValue(selectedPackageAtom);
  const addOns = useAtomValue(packageAddOnsAtom);
  const rooms = useAtomValue(packageRoomsAtom);
  return { packageId, addOns, rooms };
}

const roomsText = (rooms: number) => `${rooms} ${rooms === 1 ? 'room' : 'rooms'}`;

/** The running price of the chosen package, add-ons and discount, and the way to book it. */
export function PackageSummary() {
  const selection = useSelection();
  const pack = findPackage(selection.packageId);
  const quote = quoteSelection(selection);
  const addOns = orderAddOns(selection.addOns).flatMap((id) =>
    PACKAGE_ADD_ONS.filter((addOn) => addOn.id === id),
  );
  return (
    <aside className="package-summary" aria-labelledby="package-summary-title">
      <h3 id="package-summary-title" className="package-summary__title">
        Your package
      </h3>
      <dl className="package-summary__lines">
        <div className="package-summary__line">
          <dt>
            {pack.name}
            {selection.rooms > 1 ? ` × ${roomsText(selection.rooms)}` : ''}
          </dt>
          <dd>{formatPrice(quote.designFee)}</dd>
        </div>
        {addOns.map((addOn) => (
          <div key={addOn.id} className="package-summary__line">
            <dt>{addOn.name}</dt>
            <dd>{formatPrice(addOn.price)}</dd>
          </div>
        ))}
        {quote.discountApplies ? (
          <div className="package-summary__line package-summary__line--discount">
            <dt>
              {MULTI_ROOM_DISCOUNT.name} (-{MULTI_ROOM_DISCOUNT.percent}%)
            </dt>
            <dd>-{formatPrice(quote.discount)}</dd>
          </div>
        ) : null}
        <div className="package-summary__line package-summary__line--total">
          <dt>Total</dt>
          <dd>{formatPrice(quote.total)}</dd>
        </div>
      </dl>
      {/* Read out whenever the choice changes, so the new total is heard where it is made. */}
      <p role="status" className="visually-hidden">
        {pack.name} selected, {roomsText(selection.rooms)}
        {addOns.length > 0 ? ` with ${addOns.map((addOn) => addOn.name).join(', ')}` : ''}. Total{' '}
        {formatPrice(quote.total)}.
      </p>
      <ButtonLink href={bookingHref(selection)} size="lg" block>
        Book {pack.name}
      </ButtonLink>
      <p className="package-summary__note">
        Nothing to pay yet: your designer confirms the details with you within 24 hours.
      </p>
    </aside>
  );
}
