// A dialog rendered in a portal on <body>, above everything. While open it locks page scroll,
// closes on Escape or a click on the backdrop, and moves focus into itself (back out on close).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useScrollLock } from '../lib/use-scroll-lock';
import { tr } from '../i18n/tr';
import { Icon } from './icon';
import { Backdrop, Dialog, Head, Title, CloseButton, Body } from './modal.styles';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  widthPx?: number;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Tab from the last control goes to the first and Shift+Tab back, so focus stays in the dialog. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent): void {
  const controls = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (controls.length === 0) return;
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

export function Modal({
  open,
  onClose,
  title,
  children,
  closeLabel = tr.layout.close,
  widthPx = 440,
}: ModalProps) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useScrollLock(open);

  useEffect(() => {
    if (!open) return;
    const previouslyFocused = document.activeElement as HTMLElement | null;
    dialog.current?.focus();
    // Captured on window, ahead of every other key listener: Escape closes this dialog only, not
    // the drawer it may have been opened from.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose();
      }
      if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event);
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      previouslyFocused?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $widthPx={widthPx}
      >
        <Head>
          <Title id={titleId}>{title}</Title>
          <CloseButton type="button" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" sizePx={20} />
          </CloseButton>
        </Head>
        <Body>{children}</Body>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
