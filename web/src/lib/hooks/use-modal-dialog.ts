import { useEffect, useRef } from "react";

/** Opens / closes a native <dialog> as a modal from a boolean (Escape and the backdrop are the browser's). */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return ref;
}
