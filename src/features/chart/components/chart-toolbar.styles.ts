// The look of the chart toolbar, kept beside the component so that file holds only its structure and
// behaviour (STYLE.md rule 13).
import styled from 'styled-components';
import { Tabs } from '../../../ui/tabs';
import type { CandleInterval } from '../../../../contract/entities';

export const IntervalTabs = styled(Tabs<CandleInterval>)`
  ${({ theme }) => theme.media.below(theme.breakpoints.md)} {
    flex: 1 1 100%;
    && > button {
      flex: 1 1 0;
      min-width: 0;
      padding-left: ${({ theme }) => theme.spacing.xs};
      padding-right: ${({ theme }) => theme.spacing.xs};
    }
  }
`;

export const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
`;

export const Switch = styled.button`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
  }
`;
