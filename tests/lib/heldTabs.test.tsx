import { act, useState, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerHeldInput, discardHeldInput } from '../../src/lib/heldInputQueue.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/ui/Tabs.tsx';
import { runHoldingScript } from './holdingScript.ts';

type Sent = [form: string, email: string, password: string];

/** Two forms behind two tabs with one e-mail between them, as on the sign-in page. */
function TwoForms({ onSent }: { onSent: (...sent: Sent) => void }) {
  const [tab, setTab] = useState('in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [redrawn, setRedrawn] = useState(0);
  const form = (name: string) => (
    <form
      aria-label={name}
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSent(name, email, password);
      }}
    >
      <label>
        Email
        <input name="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </label>
      <label>
        Password
        <input
          type="password"
          name="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <button type="submit">Send {name}</button>
    </form>
  );
  return (
    <>
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Sign in or create an account">
          <TabsTrigger value="in">Sign In</TabsTrigger>
          <TabsTrigger value="up">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="in">{form('sign-in')}</TabsContent>
        <TabsContent value="up">{form('sign-up')}</TabsContent>
      </Tabs>
      <button type="button" aria-controls="work" onClick={() => setRedrawn((n) => n + 1)}>
        Redraw
      </button>
      <div id="work">
        <p>Redrawn {redrawn} times</p>
      </div>
    </>
  );
}

let container: HTMLDivElement;
let root: Root | null = null;
let sent: Sent[];
const app = () => <TwoForms onSent={(...args) => sent.push(args)} />;

beforeEach(() => {
  sent = [];
  delete window.__aureviaHeld;
  container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = renderToString(app());
  document.body.append(container);
  runHoldingScript();
});

afterEach(() => {
  discardHeldInput();
  act(() => root?.unmount());
  root = null;
  container.remove();
});

async function hydrateAndAnswer(): Promise<void> {
  act(() => {
    root = hydrateRoot(container, app());
  });
  await act(() => answerHeldInput());
}

const tab = (name: string) =>
  [...container.querySelectorAll('[role="tab"]')].find(
    (t) => t.textContent === name,
  ) as HTMLElement;
const panel = (form: string) =>
  container.querySelector(`form[aria-label="${form}"]`)?.closest('[role="tabpanel"]');
const field = (form: string, name: string) =>
  container.querySelector(`form[aria-label="${form}"] [name="${name}"]`) as HTMLInputElement;

/** A tap as a finger makes it: press, release, click. */
function tap(element: Element): void {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup'])
    element.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 }));
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
}

const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
function type(input: HTMLInputElement, text: string): void {
  for (const [index] of [...text].entries()) {
    setValue?.call(input, text.slice(0, index + 1));
    input.dispatchEvent(new InputEvent('input', { bubbles: true }));
  }
}

describe('a tab tapped before the page can answer', () => {
  it('has every panel in the page, the ones not chosen hidden', () => {
    expect(panel('sign-in')).not.toHaveAttribute('hidden');
    expect(panel('sign-up')).toHaveAttribute('hidden');
  });

  it('shows its panel at once, the tab marked chosen', () => {
    tap(tab('Sign Up'));
    expect(panel('sign-up')).not.toHaveAttribute('hidden');
    expect(panel('sign-in')).toHaveAttribute('hidden');
    expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Sign In')).toHaveAttribute('aria-selected', 'false');
  });

  it('carries the e-mail typed in the panel it leaves, never the password', () => {
    type(field('sign-in', 'email'), 'ada@example.com');
    type(field('sign-in', 'password'), 'secret12');
    tap(tab('Sign Up'));
    expect(field('sign-up', 'email')).toHaveValue('ada@example.com');
    expect(field('sign-up', 'password')).toHaveValue('');
  });

  it('is replayed without switching back, and what was typed in the shown form is sent', async () => {
    tap(tab('Sign Up'));
    type(field('sign-up', 'email'), 'kit@example.com');
    type(field('sign-up', 'password'), 'secret12');
    await hydrateAndAnswer();

    expect(panel('sign-up')).not.toHaveAttribute('hidden');
    expect(panel('sign-in')).toHaveAttribute('hidden');
    expect(tab('Sign Up')).toHaveAttribute('aria-selected', 'true');
    expect(field('sign-up', 'email')).toHaveValue('kit@example.com');
    // The page's own state agrees: the other form shows the same address.
    expect(field('sign-in', 'email')).toHaveValue('kit@example.com');

    act(() => field('sign-up', 'email').form?.requestSubmit());
    expect(sent).toEqual([['sign-up', 'kit@example.com', 'secret12']]);
  });

  it('ends where the last tap left it when tapped back and forth', async () => {
    tap(tab('Sign Up'));
    tap(tab('Sign In'));
    tap(tab('Sign Up'));
    expect(panel('sign-up')).not.toHaveAttribute('hidden');
    await hydrateAndAnswer();
    expect(panel('sign-up')).not.toHaveAttribute('hidden');
    expect(panel('sign-in')).toHaveAttribute('hidden');
    // And the page answers the next tap itself.
    act(() => tap(tab('Sign In')));
    expect(panel('sign-in')).not.toHaveAttribute('hidden');
    expect(panel('sign-up')).toHaveAttribute('hidden');
  });
});

describe('a control that redraws another part, tapped before the page can answer', () => {
  const work = () => container.querySelector('#work') as HTMLElement;

  it('marks that part busy and out of reach until the page redraws it', async () => {
    const redraw = [...container.querySelectorAll('button')].find(
      (b) => b.textContent === 'Redraw',
    );
    if (!redraw) throw new Error('no Redraw button');
    tap(redraw);
    expect(work()).toHaveAttribute('inert');
    expect(work()).toHaveAttribute('data-held', 'inert');
    await hydrateAndAnswer();
    expect(work()).not.toHaveAttribute('inert');
    expect(work()).not.toHaveAttribute('data-held');
    expect(work()).toHaveTextContent('Redrawn 1 times');
  });
});
