import type { ReactNode } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import './SegmentedControl.css';

export interface SegmentedOption<T extends string> {
  value: T;
  label: ReactNode;
  /** A short note beside the label, e.g. "Save 20%". */
  badge?: ReactNode;
}

export interface SegmentedControlProps<T extends string> {
  /** Names the group for assistive technology (e.g. "Billing period"). */
  label: string;
  options: readonly SegmentedOption<T>[];
  value: T;
  onValueChange: (value: T) => void;
  className?: string;
}

/**
 * A few mutually exclusive choices side by side (Monthly / Annual). A radio group: Tab enters
 * it at the chosen option, arrow keys move and choose.
 */
export function SegmentedControl<T extends string>({
  label,
  options,
  value,
  onValueChange,
  className,
}: SegmentedControlProps<T>) {
  const choose = (next: string) => {
    const option = options.find((candidate) => candidate.value === next);
    if (option) onValueChange(option.value);
  };
  return (
    <RadioGroup.Root
      aria-label={label}
      className={`segmented${className ? ` ${className}` : ''}`}
      value={value}
      onValueChange={choose}
      orientation="horizontal"
      loop
      style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
    >
      {options.map((option) => (
        <RadioGroup.Item key={option.value} value={option.value} className="segmented__option">
          <span className="segmented__label">{option.label}</span>
          {option.badge ? <span className="segmented__badge">{option.badge}</span> : null}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
