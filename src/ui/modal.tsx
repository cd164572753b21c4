// A dialog rendered in a portal on <body>, above everything. While open it locks page scroll,
// closes on Escape or a click on the backdrop, and moves focus into itself (back out on close).
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useScrollLock } from '../lib/use-scroll-lock';
import { tr } from '../i18n/tr';
import { Icon } from './icon';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Accessible name of the close button. */
  closeLabel?: string;
  widthPx?: number;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.spacing.lg};
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div<{ $widthPx: number }>`
  width: min(100%, ${({ $widthPx }) => $widthPx}px);
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.popup};
  &:focus {
    outline: none;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => `${theme.spacing.lg} ${theme.spacing.xl}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const CloseButton = styled.button`
  display: inline-flex;
  padding: ${({ theme }) => theme.spacing.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.spacing.xl};
`;

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
