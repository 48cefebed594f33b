import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useAccess } from '../../../lib/auth';
import { useAuthConfig } from '../api/get-auth-config';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useGenerateBackupCodes } from '../api/generate-backup-codes';
import { useHasPassword } from '../api/get-sign-in-methods';
import { BackupCodes } from './backup-codes';
import { PasswordStep } from './password-step';
import { SettingsStatus } from './settings-status';
import { TrustedDevices } from './trusted-devices';

// With the QR encoder: loaded when "Turn on" is pressed.
const TwoFactorSetup = lazy(() => import('./two-factor-setup'));

/** The anchor staff are sent to (`paths.dashboard.profile.getHref('two-factor')`). */
export const TWO_FACTOR_ANCHOR = 'two-factor';

type Panel =
  | { kind: 'status'; notice?: string; refocus?: boolean }
  | { kind: 'setup' }
  | { kind: 'new-codes' }
  | { kind: 'off' }
  | { kind: 'codes'; codes: string[]; enabled: boolean };

const rolesInWords = (roles: readonly string[]) =>
  roles.length === 1 ? `Your role (${roles[0]}) needs` : `Your roles (${roles.join(', ')}) need`;

/** Arriving at #two-factor (a member of staff sent here): once shown, the part scrolls into view and takes the focus. */
function useArrivalFocus(ready: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash !== `#${TWO_FACTOR_ANCHOR}`) return;
    // The whole part, its title too (above the settings on a phone).
    const part = ref.current?.closest(`#${TWO_FACTOR_ANCHOR}`) ?? ref.current;
    part?.scrollIntoView({ block: 'start', behavior: 'instant' });
    ref.current?.focus({ preventScroll: true });
  }, [ready, hash]);
  return ref;
}

/** Off: what it is for, and "Turn on". */
function OffStatus({ refocus, onTurnOn }: { refocus?: boolean; onTurnOn: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => void (refocus && button.current?.focus()), [refocus]);
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm">
        <span className="badge badge-ghost badge-sm mr-2 align-middle">Off</span>
        Sign-in asks for your password only.
      </p>
      <Button ref={button} variant="primary" size="sm" className="self-start" onClick={onTurnOn}>
        Turn on two-factor sign-in
      </Button>
    </div>
  );
}

/** On: the status, new backup codes, turn off, and the trusted devices. */
function OnStatus({ refocus, onNewCodes, onTurnOff }: { refocus?: boolean; onNewCodes: () => void; onTurnOff: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => void (refocus && button.current?.focus()), [refocus]);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">
        <span className="badge badge-success badge-soft badge-sm mr-2 align-middle">On</span>
        Sign-in asks for a code from your authenticator app after your password.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button ref={button} size="sm" onClick={onNewCodes}>
          New backup codes
        </Button>
        <Button size="sm" outline variant="error" onClick={onTurnOff}>
          Turn off
        </Button>
      </div>
      <TrustedDevices />
    </div>
  );
}

/** New backup codes: the password, then the ten codes (the old ones stop working). */
function NewCodes({ onCodes, onCancel }: { onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const generate = useGenerateBackupCodes();
  return (
    <PasswordStep
      submitLabel="Make new codes"
      busy={generate.isPending}
      error={generate.error}
      onSubmit={(password) => generate.mutate(password, { onSuccess: ({ backupCodes }) => onCodes(backupCodes) })}
      onCancel={onCancel}
      testId="two-factor-new-codes"
    >
      Enter your password to make ten new backup codes. The codes you have now stop working.
    </PasswordStep>
  );
}

/** Turn off: the password, with what it changes (a staff role under STAFF_2FA=required closes). */
function TurnOff({ roles, onOff, onCancel }: { roles: readonly string[]; onOff: () => void; onCancel: () => void }) {
  const disable = useDisableTwoFactor();
  const config = useAuthConfig();
  const rolesWait = roles.length > 0 && config.data?.staffTwoFactor === 'required';
  return (
    <PasswordStep
      submitLabel="Turn off"
      danger
      busy={disable.isPending}
      error={disable.error}
      onSubmit={(password) => disable.mutate(password, { onSuccess: onOff })}
      onCancel={onCancel}
      testId="two-factor-off"
    >
      <p>Sign-in will ask for your password only, and your other sessions are signed out. Enter your password to turn it off.</p>
      {rolesWait && (
        <Alert variant="warning" className="mt-2">
          {rolesInWords(roles)} two-factor sign-in: the staff screens close until you turn it on again.
        </Alert>
      )}
    </PasswordStep>
  );
}

function enabledNotice(roles: readonly string[]) {
  return `Two-factor sign-in is on. Your other sessions were signed out.${roles.length ? ' Your staff screens are in the dashboard menu now.' : ''}`;
}

/** The part's body for the panel open now. */
function TwoFactorPanel({ email, panel, setPanel }: { email: string; panel: Panel; setPanel: (panel: Panel) => void }) {
  const { twoFactorEnabled, roles } = useAccess();
  const back = () => setPanel({ kind: 'status', refocus: true });
  switch (panel.kind) {
    case 'codes':
      return (
        <BackupCodes codes={panel.codes} email={email} onClose={back}>
          {panel.enabled ? enabledNotice(roles) : 'Your new backup codes are ready. The old ones no longer work.'}
        </BackupCodes>
      );
    case 'setup':
      return (
        <Suspense fallback={<Spinner label="Loading the setup" />}>
          <TwoFactorSetup onEnabled={(codes) => setPanel({ kind: 'codes', codes, enabled: true })} onCancel={back} />
        </Suspense>
      );
    case 'new-codes':
      return <NewCodes onCodes={(codes) => setPanel({ kind: 'codes', codes, enabled: false })} onCancel={back} />;
    case 'off':
      return (
        <TurnOff
          roles={roles}
          onOff={() => setPanel({ kind: 'status', notice: 'Two-factor sign-in is off. Your other sessions were signed out.' })}
          onCancel={back}
        />
      );
    default:
      return (
        <>
          {twoFactorEnabled ? (
            <OnStatus
              refocus={panel.refocus}
              onNewCodes={() => setPanel({ kind: 'new-codes' })}
              onTurnOff={() => setPanel({ kind: 'off' })}
            />
          ) : (
            <OffStatus refocus={panel.refocus} onTurnOn={() => setPanel({ kind: 'setup' })} />
          )}
          {panel.notice && <SettingsStatus>{panel.notice}</SettingsStatus>}
        </>
      );
  }
}

/**
 * My Profile's "Two-factor sign-in": a code from an authenticator app after the password, with
 * ten backup codes and browsers trusted for 30 days. A member of staff whose role waits for it is
 * told so here (and sent here by the staff screens). An account without a password (made with
 * Google) sets one first: turning it on and off asks for it.
 */
export function TwoFactorSettings({ email }: { email: string }) {
  const access = useAccess();
  const methods = useHasPassword();
  const [panel, setPanel] = useState<Panel>({ kind: 'status' });
  const ref = useArrivalFocus(!access.isLoading && methods.isSuccess);
  if (access.isLoading || methods.isPending) return <Skeleton className="h-24 w-full" />;
  if (methods.isError) return <ErrorState message={methods.error.message} onRetry={() => void methods.refetch()} />;
  return (
    <div ref={ref} tabIndex={-1} className="flex scroll-mt-24 flex-col gap-3 focus:outline-none" data-testid="two-factor-settings">
      {access.twoFactorRequired && (
        <Alert variant="warning" look="box" data-testid="two-factor-required">
          {rolesInWords(access.roles)} two-factor sign-in. Set it up to open the staff screens.
        </Alert>
      )}
      {methods.hasPassword || panel.kind === 'codes' ? (
        <TwoFactorPanel email={email} panel={panel} setPanel={setPanel} />
      ) : (
        <p className="text-sm" data-testid="two-factor-no-password">
          Two-factor sign-in asks for your password, and this account signs in with Google: set a password first (see Password, above), then
          turn it on here.
        </p>
      )}
    </div>
  );
}
