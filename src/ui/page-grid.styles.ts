// The look of the page grid, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import {
  GRID_COLUMNS_NARROW,
  GRID_MARGINS_PX,
  GRID_COLUMNS_WIDE,
  type GridPlacement,
} from './page-grid-layouts';

export const Grid = styled.div<{ $rowHeightPx: number }>`
  display: grid;
  grid-template-columns: repeat(${GRID_COLUMNS_NARROW}, minmax(0, 1fr));
  grid-auto-rows: minmax(${({ $rowHeightPx }) => $rowHeightPx}px, auto);
  gap: ${GRID_MARGINS_PX[1]}px ${GRID_MARGINS_PX[0]}px;
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: repeat(${GRID_COLUMNS_WIDE}, minmax(0, 1fr));
  }
`;

const placement = (at: GridPlacement) => `
  grid-column: ${at.x + 1} / span ${at.w};
  grid-row: ${at.y + 1} / span ${at.h};
`;

export const Cell = styled.section<{ $at: GridPlacement; $atMd: GridPlacement }>`
  min-width: 0;
  ${({ theme }) => theme.media.up('md')} {
    ${({ $atMd }) => placement($atMd)}
  }
  ${({ theme }) => theme.media.up('lg')} {
    ${({ $at }) => placement($at)}
  }
`;
