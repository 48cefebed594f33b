import { useSyncExternalStore } from 'react';

const noChange = () => () => {};

/**
 * Whether this browser can use passkeys (WebAuthn: `window.PublicKeyCredential`). The server's
 * render and the hydration say yes, so the button is in the first paint where it nearly always
 * stays; a browser without WebAuthn drops it right after.
 */
export const usePasskeySupport = () =>
  useSyncExternalStore(
    noChange,
    () => typeof window.PublicKeyCredential === 'function',
    () => true,
  );
