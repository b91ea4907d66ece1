import { type FormEvent, useId, useState } from 'react';
import { Button } from '../button';
import { type PriceRange, dollarsOf, parseDollars, rangeProblem } from './product-list-params';

export interface PriceRangeFieldsProps {
  /** The range in force, in cents; the parent remounts the fields (key) when the URL changes it. */
  value: PriceRange;
  onApply: (range: PriceRange) => void;
}

/**
 * "Price": a lowest and a highest price in dollars, either left empty, applied together. A negative, a text or a
 * reversed range is refused at the field and changes nothing.
 */
export function PriceRangeFields({ value, onApply }: PriceRangeFieldsProps) {
  const [min, setMin] = useState(value.min === null ? '' : dollarsOf(value.min));
  const [max, setMax] = useState(value.max === null ? '' : dollarsOf(value.max));
  const [problem, setProblem] = useState<{ field: 'min' | 'max'; message: string } | null>(null);
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range: PriceRange = { min: null, max: null };
    for (const [field, text] of [
      ['min', min],
      ['max', max],
    ] as const) {
      if (!text.trim()) continue;
      const parsed = parseDollars(text);
      if ('problem' in parsed) return setProblem({ field, message: parsed.problem });
      range[field] = parsed.cents;
    }
    const reversed = rangeProblem(range);
    if (reversed) return setProblem({ field: 'max', message: reversed });
    setProblem(null);
    onApply(range);
  };

  const field = (name: 'min' | 'max', label: string, text: string, set: (text: string) => void) => (
    <div className="price-range__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        className="form-field__control"
        inputMode="decimal"
        autoComplete="off"
        placeholder={name === 'min' ? '0' : 'Any'}
        value={text}
        aria-invalid={problem?.field === name ? true : undefined}
        aria-describedby={problem?.field === name ? `${id}-problem` : undefined}
        onChange={(event) => set(event.target.value)}
      />
    </div>
  );

  return (
    <form className="price-range" aria-labelledby={`${id}-legend`} onSubmit={onSubmit} noValidate>
      <p id={`${id}-legend`} className="form-field__label">
        Price ($)
      </p>
      <div className="price-range__row">
        {field('min', 'Lowest price', min, setMin)}
        {field('max', 'Highest price', max, setMax)}
        <Button type="submit" variant="secondary">
          Apply
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="form-field__error" role="alert">
          {problem.message}
        </p>
      ) : null}
    </form>
  );
}
