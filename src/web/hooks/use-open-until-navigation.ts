import { useState } from 'react';
import { useLocation } from 'react-router';

/**
 * Open/closed state for a menu or a drawer that closes whenever the route's path changes.
 * The change is caught while rendering (React's "adjust state when a prop changes"), not in an
 * effect, so the menu never paints open on the new page.
 */
export function useOpenUntilNavigation() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  return [open, setOpen] as const;
}
