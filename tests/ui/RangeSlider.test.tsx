import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RangeSlider } from '../../src/ui/RangeSlider.tsx';
import { stubLayoutObservers } from './browserStubs.ts';

const usd = (value: number) => `$${value.toLocaleString('en-US')}`;

function Example({ onChange }: { onChange: (value: [number, number]) => void }) {
  const [value, setValue] = useState<[number, number]>([100, 2000]);
  return (
    <RangeSlider
      label="Price range"
      min={0}
      max={5000}
      step={50}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      formatValue={usd}
    />
  );
}

beforeEach(() => stubLayoutObservers());

describe('RangeSlider', () => {
  it('names its group and both thumbs, and shows the formatted range', () => {
    render(<Example onChange={() => undefined} />);
    expect(screen.getByRole('group', { name: 'Price range' })).toBeInTheDocument();
    const low = screen.getByRole('slider', { name: 'Minimum price' });
    const high = screen.getByRole('slider', { name: 'Maximum price' });
    expect(low).toHaveAttribute('aria-valuenow', '100');
    expect(low).toHaveAttribute('aria-valuetext', '$100');
    expect(high).toHaveAttribute('aria-valuenow', '2000');
    expect(screen.getByText('$100 – $2,000')).toBeInTheDocument();
  });

  it('moves a thumb by one step with the arrow keys', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Example onChange={onChange} />);
    act(() => screen.getByRole('slider', { name: 'Minimum price' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(onChange).toHaveBeenLastCalledWith([150, 2000]);
    expect(screen.getByText('$150 – $2,000')).toBeInTheDocument();
    act(() => screen.getByRole('slider', { name: 'Maximum price' }).focus());
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith([150, 1950]);
  });

  it('takes other thumb names', () => {
    render(
      <RangeSlider
        label="Room size"
        min={5}
        max={80}
        value={[10, 40]}
        onValueChange={() => undefined}
        thumbLabels={['Smallest size', 'Largest size']}
      />,
    );
    expect(screen.getByRole('slider', { name: 'Smallest size' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Largest size' })).toBeInTheDocument();
  });
});
