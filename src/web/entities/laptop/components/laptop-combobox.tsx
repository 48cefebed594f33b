import { useEffect, useId, useRef, useState } from 'react';
import type { Laptop } from '../../../../shared/schemas/laptop';
import { useSelectedLaptop } from '../model/use-selected-laptop';
import { useLaptopOptions, type LaptopOptions } from '../model/use-laptop-options';

interface OptionProps {
  laptop: Laptop;
  id: string;
  active: boolean;
  /** The word shown beside a marked model ("Selected", "Added"); none when not marked. */
  mark?: string;
  onPick: () => void;
  onHover: () => void;
}

function LaptopOption({ laptop, id, active, mark, onPick, onHover }: OptionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The arrow keys can move past the list's visible part: keep the active option in view.
  useEffect(() => {
    if (active) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [active]);
  return (
    <div
      ref={ref}
      id={id}
      role="option"
      aria-selected={active}
      // Keeps the focus in the text box (a click would move it away before it picks).
      onMouseDown={(e) => e.preventDefault()}
      onClick={onPick}
      onMouseMove={onHover}
      className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ${active ? 'bg-primary text-primary-content' : ''}`}
    >
      <span className="min-w-0 grow">
        <span className={`block text-xs ${active ? '' : 'text-base-content/70'}`}>{laptop.brand}</span>
        <span className="block font-medium">
          {laptop.family} {laptop.model}
          {laptop.year !== null && <span className={`font-normal ${active ? '' : 'text-base-content/70'}`}> · {laptop.year}</span>}
        </span>
      </span>
      {mark && (
        <span className="text-xs font-semibold">
          <span aria-hidden="true">✓ </span>
          {mark}
        </span>
      )}
    </div>
  );
}

/** What the live region says about the options (results are not announced one by one). */
function describe(options: LaptopOptions, text: string): string {
  if (options.error) return `We could not search the laptop models. ${options.error.message}`;
  if (options.isFetching && options.flat.length === 0) return 'Searching…';
  if (!text.trim()) return '';
  const n = options.flat.length;
  if (options.isFetching) return 'Searching…';
  return n === 0 ? `No laptop model matches “${text.trim()}”.` : `${n} ${n === 1 ? 'model' : 'models'} found.`;
}

/** Arrow keys move through the options, Enter picks the active one (Escape is the panel's). */
function useActiveOption(options: LaptopOptions, text: string, onPick: (laptop: Laptop) => void) {
  // The first match is active as soon as something is typed; changing the text starts again.
  const listKey = `${text.trim()}|${options.flat.map((l) => l._id).join()}`;
  const [active, setActive] = useState({ key: listKey, index: text.trim() ? 0 : -1 });
  if (active.key !== listKey) setActive({ key: listKey, index: text.trim() && options.flat.length ? 0 : -1 });
  const count = options.flat.length;
  const onKeyDown = (e: React.KeyboardEvent) => {
    // Enter picks; it never submits a form the search sits in (the fitment editor's).
    if (e.key === 'Enter') e.preventDefault();
    if (count === 0) return;
    const move = (index: number) => {
      e.preventDefault();
      setActive({ key: listKey, index });
    };
    if (e.key === 'ArrowDown') move((active.index + 1) % count);
    else if (e.key === 'ArrowUp') move(active.index <= 0 ? count - 1 : active.index - 1);
    else if (e.key === 'Enter' && active.index >= 0) onPick(options.flat[active.index]!);
  };
  return { index: active.index, setIndex: (index: number) => setActive({ key: listKey, index }), onKeyDown };
}

interface ListboxProps {
  id: string;
  groups: LaptopOptions['groups'];
  optionId: (laptop: Laptop) => string;
  activeId?: string;
  marked?: ReadonlySet<string>;
  markLabel?: string;
  onPick: (laptop: Laptop) => void;
  onHover: (laptop: Laptop) => void;
}

/** The options in their groups ("My laptops", "Newest models" or the matches). */
function LaptopListbox({ id, groups, optionId, activeId, marked, markLabel = 'Selected', onPick, onHover }: ListboxProps) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Laptop models"
      hidden={groups.length === 0}
      className="mt-1 max-h-[min(60vh,22rem)] overflow-y-auto"
    >
      {groups.map((group, g) => (
        <div key={group.label} role="group" aria-labelledby={`${id}-group-${g}`} className="mb-1">
          <div id={`${id}-group-${g}`} className="text-base-content/70 px-3 pt-2 pb-1 text-xs font-semibold tracking-wide uppercase">
            {group.label}
          </div>
          {group.laptops.map((laptop) => (
            <LaptopOption
              key={laptop._id}
              laptop={laptop}
              id={optionId(laptop)}
              active={activeId === laptop._id}
              mark={marked?.has(laptop._id) ? markLabel : undefined}
              onPick={() => onPick(laptop)}
              onHover={() => onHover(laptop)}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

interface SearchProps {
  /** The text box's label and the hint under it. */
  label: string;
  hint: string;
  placeholder?: string;
  autoFocus?: boolean;
  testId?: string;
  /** With nothing typed: "My laptops" and the newest models (the navbar's picker); otherwise nothing until typed. */
  browse?: boolean;
  /** Models marked in the list (the selected laptop; the models a product already fits), and the mark's word. */
  marked?: ReadonlySet<string>;
  markLabel?: string;
  /** Empties the box after a pick, to add another model next. */
  clearOnPick?: boolean;
  /** The text box, for a caller that moves the focus back to it. */
  inputRef?: React.Ref<HTMLInputElement>;
  onPick: (laptop: Laptop) => void;
}

/** A laptop model search: a combobox (brand, model or machine type) over a listbox of laptop models. */
export function LaptopSearch({ inputRef, ...props }: SearchProps) {
  const [text, setText] = useState('');
  const options = useLaptopOptions(text, props.browse ?? true);
  const pick = (laptop: Laptop) => {
    if (props.clearOnPick) setText('');
    props.onPick(laptop);
  };
  const active = useActiveOption(options, text, pick);
  const id = useId();
  const optionId = (laptop: Laptop) => `${id}-option-${laptop._id}`;
  const activeLaptop = options.flat[active.index];
  return (
    <div>
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium">
        {props.label}
      </label>
      <input
        id={`${id}-input`}
        ref={inputRef}
        type="text"
        role="combobox"
        aria-expanded={options.flat.length > 0}
        aria-controls={`${id}-listbox`}
        aria-autocomplete="list"
        aria-activedescendant={activeLaptop ? optionId(activeLaptop) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        spellCheck={false}
        autoFocus={props.autoFocus}
        className="input w-full"
        placeholder={props.placeholder ?? 'e.g. T480, XPS 13, 20L5'}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={active.onKeyDown}
        data-testid={props.testId}
      />
      <p id={`${id}-hint`} className="text-base-content/70 mt-1 text-xs">
        {props.hint}
      </p>
      <p role="status" aria-live="polite" className="text-base-content/75 mt-2 min-h-5 text-sm">
        {describe(options, text)}
      </p>
      <LaptopListbox
        id={`${id}-listbox`}
        groups={options.groups}
        optionId={optionId}
        activeId={activeLaptop?._id}
        marked={props.marked}
        markLabel={props.markLabel}
        onPick={pick}
        onHover={(laptop) => active.setIndex(options.flat.indexOf(laptop))}
      />
    </div>
  );
}

/** The navbar picker's search: picking a model makes it the shopper's laptop. */
export function LaptopCombobox({ onPicked }: { onPicked: (laptop: Laptop) => void }) {
  const { laptop: selected, select } = useSelectedLaptop();
  return (
    <LaptopSearch
      label="Brand, model or machine type"
      hint="The machine type is on the label under the laptop (e.g. 20L5 for a ThinkPad T480)."
      autoFocus
      testId="laptop-search"
      marked={selected ? new Set([selected._id]) : undefined}
      markLabel="Selected"
      onPick={(laptop) => {
        select(laptop);
        onPicked(laptop);
      }}
    />
  );
}
