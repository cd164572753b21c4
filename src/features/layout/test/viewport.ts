// Test helper: jsdom has a fixed 1024 px window; set the width the way a browser resize would.
import { act } from '@testing-library/react';

export function setViewportWidth(widthPx: number): void {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: widthPx });
    window.dispatchEvent(new Event('resize'));
  });
}
