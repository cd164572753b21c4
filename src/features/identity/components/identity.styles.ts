// Styled pieces of the identity screens: the status badge (good, bad, waiting, none, each in its
// theme colour), the upload progress bar and the document grid.
import styled from 'styled-components';
import { SpreadRow } from '../../../ui/spread-row';
import { PlainList } from '../../../ui/plain-list';

export type Tone = 'good' | 'bad' | 'waiting' | 'none';

export const ToneBadge = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: ${({ theme }) => `${theme.spacing.xxs} ${theme.spacing.sm}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
  background: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.positiveSoft
      : $tone === 'bad'
        ? theme.colors.negativeSoft
        : 'transparent'};
  color: ${({ theme, $tone }) =>
    $tone === 'good'
      ? theme.colors.positive
      : $tone === 'bad'
        ? theme.colors.negative
        : $tone === 'waiting'
          ? theme.colors.warning
          : theme.colors.textMuted};
`;

export const Progress = styled.progress`
  width: 100%;
  height: 8px;
  appearance: none;
  border: none;
  border-radius: ${({ theme }) => theme.radii.round};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  &::-webkit-progress-bar {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  &::-webkit-progress-value {
    background: ${({ theme }) => theme.colors.primaryFill};
  }
  &::-moz-progress-bar {
    background: ${({ theme }) => theme.colors.primaryFill};
  }
`;

export const DocumentGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.lg};
  ${({ theme }) => theme.media.up('md')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const CardHead = SpreadRow;

/** A button-looking label around a hidden file input, so the whole control opens the picker. */
export const FilePick = styled.label<{ $disabled?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.lg}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabled : theme.colors.primaryFill)};
  color: ${({ theme, $disabled }) => ($disabled ? theme.colors.disabledText : theme.colors.primaryText)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: ${({ $disabled }) => ($disabled ? 'default' : 'pointer')};
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Two fields side by side from the small breakpoint up, stacked on phones. */
export const Pair = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.md};
  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
`;

/** The values an identity change request asked for, label over value, two a row where there is room. */
export const AskedList = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  ${({ theme }) => theme.media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** The documents of a change request: a group named by its legend, without the browser's frame. */
export const DocumentsField = styled.fieldset`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  border: none;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.spacing.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** The documents chosen for a change request, each with its remove button. */
export const ChosenFiles = styled(PlainList).attrs({ $gap: 'xs' as const })`
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    overflow-wrap: anywhere;
  }
`;
