import type { HTMLAttributes } from 'react';

// Whole class names, so Tailwind finds every one in this file.
const TEXT = { error: 'text-error', success: 'text-success', info: 'text-info', warning: 'text-warning' } as const;
const BOX = { error: 'alert-error', success: 'alert-success', info: 'alert-info', warning: 'alert-warning' } as const;

export type AlertVariant = keyof typeof TEXT;

type AlertProps = HTMLAttributes<HTMLElement> & {
  variant?: AlertVariant;
  /**
   * 'text': a line in colour under a form (the server's refusal), a <p>;
   * 'box': daisyUI's alert box (soft unless `solid`), a <div> that may hold paragraphs and buttons.
   */
  look?: 'text' | 'box';
  solid?: boolean;
};

/** A message read out at once (`role="alert"`): an error, a warning, a success or a note. */
export function Alert({ variant = 'error', look = 'text', solid = false, className = '', children, ...props }: AlertProps) {
  if (look === 'text') {
    return (
      <p role="alert" className={`${TEXT[variant]} text-sm font-medium ${className}`.trim()} {...props}>
        {children}
      </p>
    );
  }
  return (
    <div role="alert" className={`alert ${BOX[variant]} ${solid ? '' : 'alert-soft'} ${className}`.replace(/\s+/g, ' ').trim()} {...props}>
      {children}
    </div>
  );
}
