import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDate } from '../../../lib/dates';
import { toast } from '../../../lib/toast';
import { useForgetTrustedDevices, useTrustedDevices } from '../api/trusted-devices';

/** How many browsers skip the code, until when, and "Forget trusted devices". */
export function TrustedDevices() {
  const devices = useTrustedDevices();
  const forget = useForgetTrustedDevices();
  if (devices.isPending) return <Skeleton className="h-10 w-full" />;
  if (devices.isError)
    return <p className="text-base-content/75 text-sm">We could not read your trusted devices. Reload the page to try again.</p>;
  const { count, until } = devices.data;
  if (count === 0) {
    return (
      <p className="text-base-content/75 text-sm" data-testid="trusted-devices">
        No device skips the code: every sign-in asks for it. Tick “Trust this device for 30 days” at sign-in to skip it on a browser of
        yours.
      </p>
    );
  }
  const onForget = () =>
    forget.mutate(undefined, {
      onSuccess: ({ forgotten }) =>
        toast.success(forgotten === 1 ? 'The trusted device was forgotten.' : `${forgotten} trusted devices were forgotten.`),
      onError: (err) => toast.error(`We could not forget the trusted devices. ${err.message}`),
    });
  return (
    <div className="flex flex-col gap-2" data-testid="trusted-devices">
      <p className="text-sm">
        {count === 1 ? 'One device skips' : `${count} devices skip`} the code until {until ? formatDate(until) : 'their 30 days end'}.
      </p>
      <Button size="sm" className="self-start" onClick={onForget} busy={forget.isPending}>
        Forget trusted devices
      </Button>
    </div>
  );
}
