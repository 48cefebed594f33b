import { Alert } from './alert';
import { Button } from './button';

/** A load that failed: the message in a red box, with "Try again" when it can be retried. */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert look="box" className="my-6">
      <span>{message}</span>
      {onRetry && (
        <Button size="sm" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
}
