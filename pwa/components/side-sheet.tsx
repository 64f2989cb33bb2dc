import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './side-sheet.css';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The id of the sheet's title (its accessible name). */
  labelledBy: string;
  children: ReactNode;
  testId?: string;
};

/**
 * A sheet on the right, full height (the whole width on a phone), drawn by the browser's own modal
 * `<dialog>` (docs/decisions/095-cart-sheet-native-dialog.md): the browser makes the rest of the page
 * inert, moves focus in and gives it back, and closes on Escape. A tap on the shaded page beside it closes
 * it too. Opening it changes nothing outside the sheet, so the page behind is not styled again.
 */
export function SideSheet({ open, onOpenChange, labelledBy, children, testId }: Props) {
  const ref = useRef<HTMLDialogElement>(null);

  // Before paint: the frame that draws the sheet's content draws it open, in the top layer.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="side-sheet"
      aria-labelledby={labelledBy}
      data-testid={testId}
      // Escape (the browser's own close) and a close from anywhere else both tell the owner.
      onClose={() => onOpenChange(false)}
      // The dialog's own box is the sheet; a click whose target is the dialog itself landed on its backdrop.
      onClick={(e) => {
        if (e.target === e.currentTarget) onOpenChange(false);
      }}
    >
      {open && children}
    </dialog>
  );
}
