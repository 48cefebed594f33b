import { lazy, Suspense, useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useDisclosure } from '../../../hooks/use-disclosure';
import { useSelectedLaptop } from '../model/use-selected-laptop';
import { Button } from '../../../components/ui/button';

/**
 * The model search loads when the panel first opens (or the button is pointed at or focused): it is
 * not in every page's first JavaScript, which the public pages' budget counts (tests/e2e/js-budget.test.ts).
 */
const loadCombobox = () => import('./laptop-combobox');
const LaptopCombobox = lazy(() => loadCombobox().then((m) => ({ default: m.LaptopCombobox })));
const prefetch = () => void loadCombobox();

export function LaptopIcon({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`${className} shrink-0`} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="4" y="5" width="16" height="11" rx="1.5" />
      <path d="M2 19h20" strokeLinecap="round" />
    </svg>
  );
}

/** The panel's links: the chosen laptop's page, identify, clear. */
function PanelFooter({ onClear }: { onClear: () => void }) {
  const { laptop, label } = useSelectedLaptop();
  return (
    <div className="border-base-300 mt-3 flex flex-wrap items-center gap-x-4 gap-y-2 border-t pt-3 text-sm">
      {laptop && (
        <Link to={paths.laptop.getHref(laptop._id)} className="link link-primary">
          Parts for your {label}
        </Link>
      )}
      <Link to={paths.identify.getHref()} className="link link-primary">
        Identify my laptop
      </Link>
      {laptop && (
        <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
          Clear
        </Button>
      )}
    </div>
  );
}

/**
 * The navbar's "Select your laptop": a button (an icon on phones) opening a panel with the
 * model search. The choice is remembered in this browser and, signed in, in "My laptops".
 */
export function LaptopPicker() {
  const { open, toggle, close, rootRef, buttonRef } = useDisclosure();
  const { label, clear } = useSelectedLaptop();
  const panelId = useId();
  return (
    <div className="sm:relative" ref={rootRef}>
      <Button
        ref={buttonRef}
        variant="ghost"
        className="max-md:btn-square gap-2 px-2 font-medium md:max-w-48"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        data-testid="laptop-picker-button"
      >
        <LaptopIcon />
        <span className="truncate max-md:sr-only">
          {label ? (
            <>
              <span className="sr-only">Your laptop: </span>
              {label}
            </>
          ) : (
            'Select your laptop'
          )}
        </span>
      </Button>
      {open && (
        <div
          id={panelId}
          className="bg-base-100 border-base-300 rounded-box absolute inset-x-2 top-full z-50 mt-1 border p-4 shadow-lg sm:inset-x-auto sm:right-0 sm:mt-3 sm:w-96"
          data-testid="laptop-picker"
        >
          <h2 className="mb-3 font-semibold">{label ? `Your laptop: ${label}` : 'Select your laptop'}</h2>
          <Suspense fallback={<div className="skeleton h-10 w-full" aria-hidden="true" />}>
            <LaptopCombobox onPicked={close} />
          </Suspense>
          <PanelFooter
            onClear={() => {
              clear();
              close();
            }}
          />
        </div>
      )}
    </div>
  );
}
