// The sidebar's place at the left edge of the window, from top to bottom, shared by the sidebar
// that stays open from 1920 px, the drawer that slides over the page below that, and the strip
// a finger pulls the drawer open from.
import { css } from 'styled-components';

export const pinnedLeft = css`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
`;

/** The sidebar's own column: its width, colour and the line between it and the page. */
export const sidebarColumn = css`
  ${pinnedLeft}
  width: ${({ theme }) => theme.layout.sidebarWidthPx}px;
  background: ${({ theme }) => theme.colors.sidebar};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;
