// Every navigation starts at the top of the page (SPEC.md section 2).
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

export function ScrollToTop() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const page = document.scrollingElement ?? document.documentElement;
    page.scrollTop = 0;
  }, [pathname]);
  return null;
}
