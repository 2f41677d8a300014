import { useRef, useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Dialog, type DialogVariant } from '../../src/ui/Dialog.tsx';

function Example({ variant = 'center' }: { variant?: DialogVariant }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open cart
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Your Room Cart"
        description="Two items in your room."
        variant={variant}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        }
      >
        <p>Linen sofa</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('opens a named, described modal dialog with its body and footer', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    const dialog = screen.getByRole('dialog', { name: 'Your Room Cart' });
    expect(dialog).toHaveAccessibleDescription('Two items in your room.');
    expect(dialog).toHaveClass('dialog--center');
    expect(screen.getByText('Linen sofa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Done' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Example variant="sheet" />);
    const opener = screen.getByRole('button', { name: 'Open cart' });
    await user.click(opener);
    expect(screen.getByRole('dialog')).toHaveClass('dialog--sheet');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('closes with the "Close" button', async () => {
    const user = userEvent.setup();
    render(<Example variant="fullscreen" />);
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('returns focus to a given element when asked', async () => {
    function Returning() {
      const [open, setOpen] = useState(true);
      const target = useRef<HTMLButtonElement>(null);
      return (
        <>
          <button type="button" ref={target}>
            Menu
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Saved" returnFocusTo={target}>
            <p>Your room is saved.</p>
          </Dialog>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Returning />);
    expect(screen.getByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});
