/**
 * Carries out what index.html held before the page could answer: each event as the app's
 * handlers expect it, in order. Loaded by heldInputQueue.ts only when something was held.
 */
import { flushSync } from 'react-dom';
import type { HeldEntry, HeldQueue } from './heldInputTypes.ts';

function valueSetter(field: HTMLInputElement | HTMLTextAreaElement): (value: string) => void {
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  return (value) => (setter ? setter.call(field, value) : (field.value = value));
}

/**
 * Hands a typed value to React: hydration took the DOM's value as the field's last known one,
 * so an input event alone would look like no change. The value is first set through the field's
 * own property (which React watches) to something else, then written past it.
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value === '' ? ' ' : '';
  valueSetter(field)(value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function mouseInit(from: Event): MouseEventInit {
  const mouse = from instanceof MouseEvent ? from : null;
  return {
    bubbles: true,
    cancelable: true,
    composed: true,
    clientX: mouse?.clientX ?? 0,
    clientY: mouse?.clientY ?? 0,
    screenX: mouse?.screenX ?? 0,
    screenY: mouse?.screenY ?? 0,
    button: 0,
    detail: mouse?.detail ?? 1,
    ctrlKey: mouse?.ctrlKey ?? false,
    shiftKey: mouse?.shiftKey ?? false,
    altKey: mouse?.altKey ?? false,
    metaKey: mouse?.metaKey ?? false,
  };
}

/**
 * A whole tap, as the app's handlers expect one: some act on the press (tabs), most on the
 * click, and the click runs the control's own behaviour (a form's submit, a checkbox's toggle).
 */
function replayTap(target: Element, from: Event): void {
  const init = mouseInit(from);
  const pointer: PointerEventInit = {
    ...init,
    pointerId: 1,
    pointerType: 'mouse',
    isPrimary: true,
  };
  const Pointer = typeof PointerEvent === 'function' ? PointerEvent : MouseEvent;
  target.dispatchEvent(new Pointer('pointerdown', pointer));
  target.dispatchEvent(new MouseEvent('mousedown', init));
  target.dispatchEvent(new Pointer('pointerup', pointer));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.dispatchEvent(new MouseEvent('click', init));
}

function replayKey(target: Element, from: KeyboardEvent): boolean {
  return target.dispatchEvent(
    new KeyboardEvent('keydown', {
      key: from.key,
      code: from.code,
      location: from.location,
      repeat: from.repeat,
      ctrlKey: from.ctrlKey,
      shiftKey: from.shiftKey,
      altKey: from.altKey,
      metaKey: from.metaKey,
      bubbles: true,
      cancelable: true,
      composed: true,
    }),
  );
}

/**
 * The Enter pressed in a field whose form's button the page had not enabled yet (an empty
 * postcode disables "Check"): the form is sent now if its button is enabled now, as the browser
 * would have sent it.
 */
function submitImplicitly(field: Element): void {
  if (!(field instanceof HTMLInputElement) || !field.form) return;
  const form = field.form;
  const button = [...form.elements].find(
    (element): element is HTMLButtonElement | HTMLInputElement =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
      element.type === 'submit',
  );
  if (button) {
    if (!button.disabled) button.click();
  } else {
    form.requestSubmit();
  }
}

/** Fields whose value is typed (a file picker's is not: its change carries the files). */
function isTextField(target: Element): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && !['file', 'checkbox', 'radio'].includes(target.type);
}

function isDisabled(target: Element): boolean {
  return target.closest(':disabled') !== null;
}

interface Replay {
  /** Enters whose default action (a click, a submit) was held as an event of its own. */
  readonly withDefaultAction: ReadonlySet<HeldEntry>;
  /** Enters a handler took (prevented): their default actions are not carried out. */
  readonly prevented: Set<HeldEntry>;
}

function replayKeydown(entry: HeldEntry, target: Element, replay: Replay): void {
  const key = entry.e as KeyboardEvent;
  if (!replayKey(target, key)) {
    replay.prevented.add(entry);
  } else if (key.key === 'Enter' && !replay.withDefaultAction.has(entry)) {
    submitImplicitly(target);
  }
}

function replayEntry(entry: HeldEntry, replay: Replay): void {
  const { e: event } = entry;
  const target = event.target;
  if (!(target instanceof Element) || !target.isConnected) return;
  if (entry.k && replay.prevented.has(entry.k)) return;
  switch (event.type) {
    case 'click':
      if (!isDisabled(target)) replayTap(target, event);
      break;
    case 'pointerup': {
      // A tap on a control that was disabled only because the page could not answer yet.
      const control = target.closest(':disabled') ?? target;
      if (!isDisabled(control)) replayTap(control, event);
      break;
    }
    case 'submit':
      if (target instanceof HTMLFormElement) {
        const submitter = (event as SubmitEvent).submitter;
        target.requestSubmit(submitter instanceof HTMLElement ? submitter : undefined);
      }
      break;
    case 'input':
      if (isTextField(target)) replayTyping(target, entry.v ?? target.value);
      break;
    case 'change':
      target.dispatchEvent(new Event('change', { bubbles: true }));
      break;
    case 'keydown':
      replayKeydown(entry, target, replay);
      break;
  }
}

/** Typing is replayed once per run of keystrokes in the same field: its last value. */
function isSupersededTyping(entry: HeldEntry, next: HeldEntry | undefined): boolean {
  return entry.e.type === 'input' && next?.e.type === 'input' && next.e.target === entry.e.target;
}

/**
 * Carries out, in order, everything held, and stops holding: the app answers for itself now.
 * Each event is handled and its updates rendered before the next, so a choice that enables
 * "Continue" has enabled it when the held tap on it comes.
 */
export function releaseHeldInput(queue: HeldQueue | undefined = window.__aureviaHeld): void {
  if (!queue) return;
  queue.off?.();
  const due = queue.splice(0, queue.length);
  const replay: Replay = {
    withDefaultAction: new Set(due.flatMap((entry) => (entry.k ? [entry.k] : []))),
    prevented: new Set(),
  };
  due.forEach((entry, index) => {
    if (isSupersededTyping(entry, due[index + 1])) return;
    flushSync(() => replayEntry(entry, replay));
  });
}
