import { gzipSync } from 'node:zlib';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerHeldInput, discardHeldInput } from '../../src/lib/heldInputQueue.ts';

import { HOLDING_SCRIPT, runHoldingScript } from './holdingScript.ts';

function Signup({ onSent }: { onSent: (email: string, plan: string) => void }) {
  const [email, setEmail] = useState('');
  const [plan, setPlan] = useState('free');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSent(email, plan);
  };
  return (
    <form onSubmit={onSubmit}>
      <label>
        Email
        <input value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <button type="button" onClick={() => setPlan('premium')}>
        Premium
      </button>
      <p>Plan: {plan}</p>
      <button type="submit" disabled={email === ''}>
        Send
      </button>
    </form>
  );
}

let container: HTMLDivElement;
let root: Root | null = null;
let sent: Array<[string, string]>;

function serverRender(): void {
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(<Signup onSent={(...args) => sent.push(args)} />);
  document.body.append(container);
}

function hydrate(): void {
  act(() => {
    root = hydrateRoot(container, <Signup onSent={(...args) => sent.push(args)} />);
  });
}

const field = () => container.querySelector('input') as HTMLInputElement;
const button = (name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLElement;

/** Keystrokes as the browser makes them: the value changes under React, then `input` fires. */
const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
function type(text: string): void {
  for (const [index] of [...text].entries()) {
    setValue?.call(field(), text.slice(0, index + 1));
    field().dispatchEvent(new InputEvent('input', { bubbles: true }));
  }
}

beforeEach(() => {
  sent = [];
  delete window.__aureviaHeld;
  serverRender();
  runHoldingScript();
});

afterEach(() => {
  discardHeldInput();
  act(() => root?.unmount());
  root = null;
  container.remove();
});

describe('input before the page can answer', () => {
  it('is held while the page has no code, the control marked busy', () => {
    button('Premium').click();
    expect(window.__aureviaHeld).toHaveLength(1);
    expect(button('Premium')).toHaveAttribute('data-held');
  });

  it('is carried out in order once the page answers: typing, a tap, then the form', async () => {
    type('ada@example.com');
    button('Premium').click();
    // The page could not enable Send yet: the finger lands on a disabled button.
    button('Send').dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    hydrate();
    expect(container).toHaveTextContent('Plan: free');

    await act(() => answerHeldInput());

    expect(field()).toHaveValue('ada@example.com');
    expect(container).toHaveTextContent('Plan: premium');
    expect(sent).toEqual([['ada@example.com', 'premium']]);
    expect(button('Premium')).not.toHaveAttribute('data-held');
  });

  it('keeps typed text through the renders that follow, so it is React state too', async () => {
    type('kit@example.com');
    hydrate();
    await act(() => answerHeldInput());
    act(() => button('Premium').click());
    expect(field()).toHaveValue('kit@example.com');
    expect(button('Send')).toBeEnabled();
  });

  it('sends a form whose Enter came before its button could be enabled', async () => {
    type('ren@example.com');
    field().dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    hydrate();
    await act(() => answerHeldInput());
    expect(sent).toEqual([['ren@example.com', 'free']]);
  });

  it('is done once, and later input goes straight to the page', async () => {
    button('Premium').click();
    hydrate();
    await act(() => answerHeldInput());
    await act(() => answerHeldInput());
    expect(window.__aureviaHeld).toHaveLength(0);
    type('x@example.com');
    act(() => button('Send').click());
    expect(window.__aureviaHeld).toHaveLength(0);
    expect(sent).toEqual([['x@example.com', 'premium']]);
  });

  it('stops being held at once when nothing was done early', async () => {
    hydrate();
    await act(() => answerHeldInput());
    act(() => button('Premium').click());
    expect(window.__aureviaHeld).toHaveLength(0);
    expect(container).toHaveTextContent('Plan: premium');
  });

  it('is dropped with markup the app draws anew instead of hydrating', () => {
    button('Premium').click();
    discardHeldInput();
    expect(window.__aureviaHeld).toHaveLength(0);
    expect(button('Premium')).not.toHaveAttribute('data-held');
  });
});

// The gate, held input and the early offline check with its two pills (1.6 KB when written).
it('the inline script, as the build ships it, stays within 2 KB gzip', () => {
  expect(gzipSync(HOLDING_SCRIPT).length).toBeLessThanOrEqual(2048);
});
