/** A radio choice drawn as a card (an address, a shipping option): the checked one is outlined. */
export const choiceClass =
  'border-base-300 rounded-box has-checked:border-primary has-checked:bg-primary/5 flex cursor-pointer items-start gap-3 border p-3';
