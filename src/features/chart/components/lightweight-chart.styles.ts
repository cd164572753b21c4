// The look of the lightweight chart, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: 0;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;

export const Frame = styled.div<{ $heightPx: number }>`
  position: relative;
  width: 100%;
  height: ${({ $heightPx }) => $heightPx}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

export const Overlay = styled.p`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;
