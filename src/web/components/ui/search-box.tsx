import type { ComponentProps } from 'react';
import { useDebouncedText } from '../../hooks/use-debounced-text';
import { Field } from './field';

type Props = Omit<ComponentProps<'input'>, 'id' | 'type' | 'value' | 'onChange' | 'className'> & {
  label: string;
  /** What is searched for now (the address's value): the box follows it when it changes elsewhere. */
  value: string;
  /** Runs with the trimmed text once typing pauses for `delay` ms (useDebouncedText's default when not given). */
  onSearch: (text: string) => void;
  delay?: number;
  /** Classes of the field around the label and the box (its width). */
  className?: string;
};

/**
 * A labelled search box (type="search": Escape clears it): what is typed shows at once and goes to
 * `onSearch` once typing pauses. Other props (placeholder, maxLength, spellCheck, …) go to the input.
 */
export function SearchBox({ label, value, onSearch, delay, className = '', ...input }: Props) {
  const [text, setText] = useDebouncedText(value, onSearch, delay);
  return (
    <Field label={label} className={`py-0 ${className}`.trim()}>
      {(id) => (
        <label className="input w-full">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 opacity-60" fill="none" stroke="currentColor" strokeWidth={2}>
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input id={id} type="search" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" {...input} />
        </label>
      )}
    </Field>
  );
}
