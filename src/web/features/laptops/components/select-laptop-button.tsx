import { useEffect, useRef, useState } from 'react';
import type { Laptop } from '../../../../shared/schemas/laptop';
import { Button } from '../../../components/ui/button';
import { useSelectedLaptop } from '../../../entities/laptop/model/use-selected-laptop';

interface Props {
  laptop: Pick<Laptop, '_id' | 'brand' | 'family' | 'model'>;
  className?: string;
  /** Names the laptop for screen readers when several buttons share the page. */
  describedBy?: string;
}

/**
 * "Select this laptop"; once it is the selected one, "Your laptop" in its place (the focus moves
 * there from the button, so keyboard users keep their place and hear the change).
 */
export function SelectLaptopButton({ laptop, className = '', describedBy }: Props) {
  const { laptop: selected, select } = useSelectedLaptop();
  const isSelected = selected?._id === laptop._id;
  const [clicked, setClicked] = useState(false);
  const doneRef = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isSelected && clicked) doneRef.current?.focus();
  }, [isSelected, clicked]);
  if (isSelected) {
    return (
      <span
        ref={doneRef}
        tabIndex={-1}
        aria-describedby={describedBy}
        className="badge badge-soft badge-success badge-lg h-auto gap-1.5 py-1.5 font-semibold"
        data-testid="select-laptop"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth={2.5}>
          <path d="M5 12.5 10 17 19 7" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        Your laptop
      </span>
    );
  }
  return (
    <Button
      variant="primary"
      className={className}
      aria-describedby={describedBy}
      onClick={() => {
        setClicked(true);
        select(laptop);
      }}
      data-testid="select-laptop"
    >
      Select this laptop
    </Button>
  );
}
