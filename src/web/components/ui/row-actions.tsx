import { Button } from './button';

interface RowActionsProps {
  /** What screen readers hear for each button ("Edit DHL Express", "Delete the rate of France"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
  /** More buttons, before Edit ("Specification"). */
  children?: React.ReactNode;
}

/** An admin list's Edit and Delete for one row or card (extra-small buttons, small from 640 px). */
export function RowActions({ editLabel, deleteLabel, onEdit, onDelete, className = '', children }: RowActionsProps) {
  return (
    <div className={`flex flex-wrap gap-1 ${className}`.trim()}>
      {children}
      <Button size="responsive" onClick={onEdit} aria-label={editLabel}>
        Edit
      </Button>
      <Button size="responsive" outline variant="error" onClick={onDelete} aria-label={deleteLabel}>
        Delete
      </Button>
    </div>
  );
}
