import type { Return } from '../../../../shared/schemas/return';
import { FormDialog } from '../../../components/ui/form-dialog';
import { ReturnStepForm, STEPS, type ReturnStep } from './return-step-form';

export interface StepChoice {
  ret: Return;
  step: ReturnStep;
}

interface Props {
  /** Open while set. */
  choice: StepChoice | null;
  onClose: () => void;
  onChanged?: (ret: Return) => unknown;
}

/** The admin's step on a return, in a native modal dialog (focus stays inside, Esc closes, focus returns to the button). */
export function ReturnStepDialog({ choice, onClose, onChanged }: Props) {
  return (
    <FormDialog title={choice ? STEPS[choice.step].title : null} onClose={onClose}>
      {choice && (
        <ReturnStepForm
          key={`${choice.ret._id}-${choice.step}`}
          ret={choice.ret}
          step={choice.step}
          onClose={onClose}
          onChanged={onChanged}
        />
      )}
    </FormDialog>
  );
}
