// A page's own title for the phone header. The header titles a page by its route ('Trader',
// 'Robotlar'), which on a profile hides whose profile it is, since the page's h1 is hidden under
// 990 px (page-heading.ts). A page that knows a better title (the trader's or the robot's name)
// announces it with usePageTitle; the layout provides the slot and its header reads it. The setter
// and the title are two contexts, so a page that only sets does not re-render when the title does.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type SetTitle = (title: string | null) => void;

const TitleContext = createContext<string | null>(null);
const SetTitleContext = createContext<SetTitle | null>(null);

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState<string | null>(null);
  return (
    <SetTitleContext.Provider value={setTitle}>
      <TitleContext.Provider value={title}>{children}</TitleContext.Provider>
    </SetTitleContext.Provider>
  );
}

/** Names the current page while it is shown; nothing until the title is known. */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(SetTitleContext);
  useEffect(() => {
    if (!setTitle || !title) return undefined;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}

/** The title the shown page announced, or null to use the route's. */
export const usePageTitleOverride = (): string | null => useContext(TitleContext);
