import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../src/ui/Badge.tsx';
import { ProgressBar, clampPercent } from '../../src/ui/ProgressBar.tsx';

describe('ProgressBar', () => {
  it('reports its value to assistive technology and shows it', () => {
    render(<ProgressBar value={66.6} label="Scan progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Scan progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '67');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(screen.getByText('67%')).toBeInTheDocument();
  });

  it('uses the value text when given', () => {
    render(<ProgressBar value={50} label="Onboarding" valueText="Step 2 of 3" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('clamps values outside 0-100', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(140)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(42)).toBe(42);
  });
});

describe('Badge', () => {
  it('shows its text in the chosen tone', () => {
    render(<Badge tone="sage">Popular</Badge>);
    expect(screen.getByText('Popular')).toHaveClass('badge', 'badge--sage');
  });
});
