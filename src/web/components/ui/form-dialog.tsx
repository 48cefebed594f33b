import { Modal } from './modal';

interface FormDialogProps {
  /** Open while set. */
  title: string | null;
  onClose: () => void;
  /** The form; mounted only while open, so every opening starts clean. */
  children: React.ReactNode;
}

/** A Modal around a form (which ends with DialogFormActions). */
export function FormDialog({ title, onClose, children }: FormDialogProps) {
  return (
    <Modal open={title !== null} title={title} onClose={onClose} width="lg" titleClassName="mb-2 text-xl font-bold break-words">
      {title !== null && children}
    </Modal>
  );
}
