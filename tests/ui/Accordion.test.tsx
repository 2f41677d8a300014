import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Accordion } from '../../src/ui/Accordion.tsx';

const ITEMS = [
  { id: 'scan', title: 'How does scanning work?', content: <p>Walk slowly around the room.</p> },
  { id: 'offline', title: 'Does it work offline?', content: <p>Yes, after the first visit.</p> },
];

describe('Accordion', () => {
  it('puts each trigger in a heading of the given level, closed at first', () => {
    render(<Accordion items={ITEMS} headingLevel={2} />);
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings).toHaveLength(2);
    const trigger = screen.getByRole('button', { name: 'How does scanning work?' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Walk slowly around the room.')).toBeNull();
  });

  it('opens and closes again from the keyboard (single, collapsible)', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} type="single" />);
    await user.tab();
    const first = screen.getByRole('button', { name: 'How does scanning work?' });
    expect(first).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Walk slowly around the room.')).toBeVisible();
    await user.keyboard(' ');
    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps only one panel open in single mode', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} type="single" />);
    await user.click(screen.getByRole('button', { name: 'How does scanning work?' }));
    await user.click(screen.getByRole('button', { name: 'Does it work offline?' }));
    expect(screen.getByRole('button', { name: 'How does scanning work?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getByText('Yes, after the first visit.')).toBeVisible();
  });

  it('lets several panels stay open in multiple mode, and opens the given ones first', async () => {
    const user = userEvent.setup();
    render(<Accordion items={ITEMS} type="multiple" defaultOpen={['scan']} />);
    expect(screen.getByText('Walk slowly around the room.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Does it work offline?' }));
    expect(screen.getByText('Walk slowly around the room.')).toBeVisible();
    expect(screen.getByText('Yes, after the first visit.')).toBeVisible();
  });
});
