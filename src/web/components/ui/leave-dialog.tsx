import { Button } from './button';
import { Modal } from './modal';

interface LeaveDialogProps {
  open: boolean;
  /** Closes the question and keeps the page with its edits (also Esc and the backdrop). */
  onStay: () => void;
  /** Goes where the person was going; the edits are dropped. */
  onLeave: () => void;
  /** What is lost, in words. */
  body?: string;
}

/** "Leave without saving?": asked when a page with unsaved edits is left (see useLeaveGuard); it opens on Stay. */
export function LeaveDialog({
  open,
  onStay,
  onLeave,
  body = 'Your changes have not been saved. If you leave now, they will be lost.',
}: LeaveDialogProps) {
  const actions = (
    <>
      <Button onClick={onStay} autoFocus>
        Stay
      </Button>
      <Button variant="error" onClick={onLeave}>
        Leave
      </Button>
    </>
  );
  return (
    <Modal open={open} title="Leave without saving?" onClose={onStay} titleClassName="text-lg font-bold break-words" actions={actions}>
      <p className="text-base-content/80 mt-2 text-sm">{body}</p>
    </Modal>
  );
}
