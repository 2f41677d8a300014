import { useId } from 'react';
import { useAtom } from 'jotai';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Check, CircleCheck, Clock, Minus, RefreshCw, ShieldCheck } from 'lucide-react';
import { DESIGN_PACKAGES, type DesignPackage } from '../../content/packages.ts';
import { formatPrice } from '../../lib/format.ts';
import { PopularRibbon } from '../subscriptions/index.ts';
import { selectedPackageAtom } from './packageAtoms.ts';
import { isPackageId, nextPackageId } from './packageSelection.ts';

/**
 * The three packages as cards that select on click (spec 02 section 4). Each card's button is
 * a radio of one group, stretched over the whole card: a click anywhere selects it, Tab
 * reaches the group and the arrow keys move the selection.
 */
export function PackageCards() {
  const [selected, setSelected] = useAtom(selectedPackageAtom);
  return (
    <RadioGroup.Root
      className="package-cards"
      aria-label="Design packages"
      value={selected}
      onValueChange={(value) => {
        if (isPackageId(value)) setSelected(value);
      }}
      onKeyDown={(event) => {
        // Radix checks the radio that focus lands on only while the arrow key is still down;
        // choosing here as well makes a quick tap (or a scripted one) select just the same.
        const next = nextPackageId((event.target as HTMLElement).getAttribute('value'), event.key);
        if (next) setSelected(next);
      }}
      loop
    >
      {DESIGN_PACKAGES.map((pack) => (
        <PackageCard key={pack.id} pack={pack} checked={pack.id === selected} />
      ))}
    </RadioGroup.Root>
  );
}

function PackageCard({ pack, checked }: { pack: DesignPackage; checked: boolean }) {
  const priceId = useId();
  const classes = [
    'package-card',
    pack.popular ? 'package-card--popular' : '',
    checked ? 'package-card--selected' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {pack.popular ? <PopularRibbon /> : null}
      <h3 className="package-card__name">{pack.name}</h3>
      <p className="package-card__description">{pack.description}</p>
      <p id={priceId} className="package-card__price">
        <span className="package-card__amount">{formatPrice(pack.price)}</span>
        <span className="package-card__was">
          <span className="visually-hidden">, was </span>
          <s>{formatPrice(pack.originalPrice)}</s>
        </span>
        <span className="package-card__unit">per room</span>
      </p>
      <ul className="package-card__facts">
        <li>
          <Clock aria-hidden="true" />
          <span>{pack.timeline}</span>
        </li>
        <li>
          <RefreshCw aria-hidden="true" />
          <span>{pack.revisions}</span>
        </li>
        {pack.guarantee ? (
          <li>
            <ShieldCheck aria-hidden="true" />
            <span>{pack.guarantee}</span>
          </li>
        ) : null}
      </ul>
      <ul className="package-card__features">
        {pack.features.map((feature) => (
          <li key={feature}>
            <Check aria-hidden="true" className="package-card__yes" />
            <span>{feature}</span>
          </li>
        ))}
        {pack.notIncluded.map((missing) => (
          <li key={missing} className="package-card__missing">
            <Minus aria-hidden="true" />
            <span>
              <span className="visually-hidden">Not included: </span>
              {missing}
            </span>
          </li>
        ))}
      </ul>
      <RadioGroup.Item value={pack.id} className="package-card__select" aria-describedby={priceId}>
        {checked ? (
          <>
            <CircleCheck aria-hidden="true" />
            <span>
              Selected <span className="visually-hidden">({pack.name})</span>
            </span>
          </>
        ) : (
          <span>Choose {pack.name}</span>
        )}
      </RadioGroup.Item>
    </div>
  );
}
