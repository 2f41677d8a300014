import { useId, useLayoutEffect, useRef } from 'react';
import type { FormEvent, RefObject } from 'react';
import {
  BellRing,
  CircleCheck,
  LoaderCircle,
  LocateFixed,
  MapPin,
  MapPinOff,
  ShoppingBag,
} from 'lucide-react';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import '../../ui/Field.css';
import {
  DELIVERY_TEXT,
  LOCATION_MESSAGES,
  canCheckPostcode,
  canSendNotifyEmail,
} from './deliveryRules.ts';
import type { DeliveryState } from './deliveryMachine.ts';
import { saveDeliveryNotify } from './saveDeliveryNotify.ts';
import { useDeliveryCheck } from './useDeliveryCheck.ts';
import './DeliveryChecker.css';

/**
 * The delivery-area checker (spec 01 sections 2-5): a postcode, or the device's location,
 * checked for 1.5 s, then the answer with what to do next.
 */
export function DeliveryChecker() {
  const checker = useDeliveryCheck();
  const { state } = checker;
  const field = useRef<HTMLInputElement>(null);
  const answer = useRef<HTMLHeadingElement>(null);
  const wasAnswered = useRef(false);

  // The form that had focus gives way to the answer: focus follows, and back again on reset.
  const answered = state.status === 'available' || state.status === 'unavailable';
  useLayoutEffect(() => {
    if (answered) answer.current?.focus();
    else if (wasAnswered.current) field.current?.focus();
    wasAnswered.current = answered;
  }, [answered]);

  return (
    <div className="delivery-checker">
      <p className="visually-hidden" role="status">
        {state.status === 'checking' ? DELIVERY_TEXT.checkingTitle : ''}
      </p>
      {answered ? (
        <DeliveryAnswer
          state={state}
          headingRef={answer}
          onReset={checker.reset}
          onEditNotify={checker.editNotify}
          onNotified={checker.markNotified}
        />
      ) : (
        <PostcodeForm
          state={state}
          fieldRef={field}
          onEdit={checker.edit}
          onCheck={checker.check}
          onDetect={() => void checker.detect()}
        />
      )}
    </div>
  );
}

interface PostcodeFormProps {
  state: DeliveryState;
  fieldRef: RefObject<HTMLInputElement | null>;
  onEdit: (postcode: string) => void;
  onCheck: () => void;
  onDetect: () => void;
}

function PostcodeForm({ state, fieldRef, onEdit, onCheck, onDetect }: PostcodeFormProps) {
  const ids = { field: useId(), hint: useId(), error: useId() };
  const checking = state.status === 'checking';
  const error = state.locationError ? LOCATION_MESSAGES[state.locationError] : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onCheck();
  };

  return (
    <div className="delivery-checker__form-wrap">
      <form className="delivery-checker__form" onSubmit={submit} noValidate aria-busy={checking}>
        <label htmlFor={ids.field} className="field__label">
          {DELIVERY_TEXT.fieldLabel}
        </label>
        <p id={ids.hint} className="field__hint">
          {DELIVERY_TEXT.fieldHint}
        </p>
        <div className="delivery-checker__row">
          <div className="field__control delivery-checker__control">
            <MapPin className="delivery-checker__field-icon" aria-hidden="true" />
            <input
              ref={fieldRef}
              id={ids.field}
              className="field__input delivery-checker__input"
              name="postcode"
              autoComplete="postal-code"
              autoCapitalize="characters"
              enterKeyHint="go"
              value={state.postcode}
              readOnly={checking}
              onChange={(event) => onEdit(event.target.value)}
              aria-describedby={error ? `${ids.hint} ${ids.error}` : ids.hint}
            />
          </div>
          <Button
            type="submit"
            size="lg"
            disabled={checking || !canCheckPostcode(state.postcode)}
            icon={
              checking ? <LoaderCircle className="delivery-spin" aria-hidden="true" /> : undefined
            }
          >
            {checking ? DELIVERY_TEXT.checking : DELIVERY_TEXT.check}
          </Button>
        </div>
      </form>

      <div className="delivery-checker__divider" aria-hidden="true">
        <span>or</span>
      </div>

      <Button
        variant="secondary"
        block
        disabled={checking || state.locating}
        onClick={onDetect}
        icon={
          state.locating ? (
            <LoaderCircle className="delivery-spin" aria-hidden="true" />
          ) : (
            <LocateFixed aria-hidden="true" />
          )
        }
      >
        {state.locating ? DELIVERY_TEXT.detecting : DELIVERY_TEXT.detect}
      </Button>
      {error ? (
        <p id={ids.error} className="delivery-checker__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface DeliveryAnswerProps {
  state: DeliveryState;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onReset: () => void;
  onEditNotify: (email: string) => void;
  onNotified: () => void;
}

function DeliveryAnswer({
  state,
  headingRef,
  onReset,
  onEditNotify,
  onNotified,
}: DeliveryAnswerProps) {
  const available = state.status === 'available';
  return (
    <div className={`delivery-answer delivery-answer--${state.status}`}>
      <span className="delivery-answer__icon">
        {available ? <CircleCheck aria-hidden="true" /> : <MapPinOff aria-hidden="true" />}
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="delivery-answer__title">
        {available ? DELIVERY_TEXT.availableTitle : DELIVERY_TEXT.unavailableTitle}
      </h2>
      <p className="delivery-answer__area">
        <MapPin aria-hidden="true" />
        <span className="visually-hidden">Area checked: </span>
        {state.checkedPostcode}
      </p>
      <p className="delivery-answer__text">
        {available ? DELIVERY_TEXT.availableText : DELIVERY_TEXT.unavailableText}
      </p>
      {available ? null : (
        <NotifyForm state={state} onEditNotify={onEditNotify} onNotified={onNotified} />
      )}
      <div className="delivery-answer__actions">
        {available ? (
          <ButtonLink href="/browse-rooms" size="lg" icon={<ShoppingBag aria-hidden="true" />}>
            {DELIVERY_TEXT.startShopping}
          </ButtonLink>
        ) : null}
        <Button variant={available ? 'secondary' : 'ghost'} size="lg" onClick={onReset}>
          {DELIVERY_TEXT.checkAnother}
        </Button>
      </div>
    </div>
  );
}

interface NotifyFormProps {
  state: DeliveryState;
  onEditNotify: (email: string) => void;
  onNotified: () => void;
}

function NotifyForm({ state, onEditNotify, onNotified }: NotifyFormProps) {
  const id = useId();
  const thanks = useRef<HTMLParagraphElement>(null);
  const sending = useRef(false);

  useLayoutEffect(() => {
    if (state.notified) thanks.current?.focus();
  }, [state.notified]);

  if (state.notified) {
    return (
      <p ref={thanks} tabIndex={-1} className="delivery-answer__thanks" role="status">
        <CircleCheck aria-hidden="true" />
        {DELIVERY_TEXT.notified}
      </p>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current || !canSendNotifyEmail(state.notifyEmail)) return;
    sending.current = true;
    await saveDeliveryNotify(state.notifyEmail, state.checkedPostcode);
    sending.current = false;
    onNotified();
  };

  return (
    <form className="delivery-answer__notify" onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className="field__label">
        {DELIVERY_TEXT.notifyLabel}
      </label>
      <div className="delivery-checker__row">
        <input
          id={id}
          className="field__input"
          type="email"
          name="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={state.notifyEmail}
          onChange={(event) => onEditNotify(event.target.value)}
        />
        <Button
          type="submit"
          disabled={!canSendNotifyEmail(state.notifyEmail)}
          icon={<BellRing aria-hidden="true" />}
        >
          {DELIVERY_TEXT.notify}
        </Button>
      </div>
    </form>
  );
}
