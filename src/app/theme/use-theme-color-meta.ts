// Keeps the browser's own chrome (the mobile address bar, the task switcher) in the colour of the
// app's header, so switching the theme does not leave a dark bar above a light page.
import { useEffect } from 'react';

export function useThemeColorMeta(colour: string): void {
  useEffect(() => {
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', colour);
  }, [colour]);
}
