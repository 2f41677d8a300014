import { useId } from 'react';
import * as Slider from '@radix-ui/react-slider';
import './RangeSlider.css';

export interface RangeSliderProps {
  /** Shown above the slider and naming the group ("Price range"). */
  label: string;
  min: number;
  max: number;
  step?: number;
  value: readonly [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Called once a drag or key press ends, for work too heavy to do on every move. */
  onValueCommit?: (value: [number, number]) => void;
  formatValue?: (value: number) => string;
  /** The names of the two thumbs. */
  thumbLabels?: readonly [string, string];
  /** How many steps the thumbs stay apart at least. */
  minStepsBetweenThumbs?: number;
  className?: string;
}

const asPair = (value: number[]): [number, number] => [value[0] ?? 0, value[1] ?? 0];

/** A two-thumb range (Radix Slider): drag or use the arrow keys, Page Up/Down, Home/End. */
export function RangeSlider({
  label,
  min,
  max,
  step = 1,
  value,
  onValueChange,
  onValueCommit,
  formatValue = String,
  thumbLabels = ['Minimum price', 'Maximum price'],
  minStepsBetweenThumbs = 0,
  className,
}: RangeSliderProps) {
  const labelId = useId();
  const [low, high] = value;
  return (
    <div
      className={`range${className ? ` ${className}` : ''}`}
      role="group"
      aria-labelledby={labelId}
    >
      <div className="range__header">
        <span id={labelId} className="range__label">
          {label}
        </span>
        <output className="range__values" aria-live="polite">
          {formatValue(low)} – {formatValue(high)}
        </output>
      </div>
      <Slider.Root
        className="range__root"
        min={min}
        max={max}
        step={step}
        value={[low, high]}
        minStepsBetweenThumbs={minStepsBetweenThumbs}
        onValueChange={(next) => onValueChange(asPair(next))}
        onValueCommit={onValueCommit ? (next) => onValueCommit(asPair(next)) : undefined}
      >
        <Slider.Track className="range__track">
          <Slider.Range className="range__range" />
        </Slider.Track>
        <Slider.Thumb
          className="range__thumb"
          aria-label={thumbLabels[0]}
          aria-valuetext={formatValue(low)}
        />
        <Slider.Thumb
          className="range__thumb"
          aria-label={thumbLabels[1]}
          aria-valuetext={formatValue(high)}
        />
      </Slider.Root>
      <div className="range__bounds" aria-hidden="true">
        <span>{formatValue(min)}</span>
        <span>{formatValue(max)}</span>
      </div>
    </div>
  );
}
