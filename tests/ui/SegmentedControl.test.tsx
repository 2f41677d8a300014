import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SegmentedControl } from '../../src/ui/SegmentedControl.tsx';

type Period = 'monthly' | 'annual';

function Example({ onChange }: { onChange: (value: Period) => void }) {
  const [value, setValue] = useState<Period>('monthly');
  return (
    <SegmentedControl<Period>
      label="Billing period"
      options={[
        { value: 'monthly', label: 'Monthly' },
        { value: 'annual', label: 'Annual', badge: 'Save 20%' },
      ]}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SegmentedControl', () => {
  it('is a named radio group with the current choice checked', () => {
    render(<Example onChange={() => undefined} />);
    expect(screen.getByRole('radiogroup', { name: 'Billing period' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Annual/ })).not.toBeChecked();
    expect(screen.getByText('Save 20%')).toBeInTheDocument();
  });

  it('moves and chooses with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus();
    // Held as in a browser: Radix checks the option that gains focus while an arrow is down.
    await user.keyboard('{ArrowRight>}');
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: /Annual/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Annual/ })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('annual');
    await user.keyboard('{ArrowRight>}');
    await user.keyboard('{/ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked();
  });

  it('chooses on click', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /Annual/ }));
    expect(onChange).toHaveBeenCalledWith('annual');
  });
});
