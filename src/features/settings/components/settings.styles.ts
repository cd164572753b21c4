// Styled pieces of /Settings: a segmented choice (theme, font scale), the sessions table and the
// two-factor setup's QR code and codes. Colours from the theme only.
import styled from 'styled-components';
import { bareList, column, raisedBox, spreadRow } from '../../../ui/style-pieces';

export const Segments = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.xs};
  padding: ${({ theme }) => theme.spacing.xs};
  ${raisedBox}
`;

export const Segment = styled.button`
  min-width: 64px;
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.md}`};
  border: none;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &[aria-checked='true'] {
    background: ${({ theme }) => theme.colors.primaryFill};
    color: ${({ theme }) => theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const SettingRow = styled.div`
  ${spreadRow('md')}
`;

export const SessionList = styled.ul`
  ${column('sm')}
  ${bareList}
  li {
    display: grid;
    gap: ${({ theme }) => theme.spacing.xxs};
    padding: ${({ theme }) => theme.spacing.md};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const QrImage = styled.img`
  width: 200px;
  height: 200px;
  padding: ${({ theme }) => theme.spacing.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  /* A QR code needs a light quiet zone to scan, in either theme. */
  background: ${({ theme }) => theme.colors.primaryText};
`;

export const Code = styled.code`
  padding: ${({ theme }) => `${theme.spacing.xs} ${theme.spacing.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-family: monospace;
  font-size: ${({ theme }) => theme.fontSizes.md};
  word-break: break-all;
`;

export const CodeGrid = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.spacing.sm};
  ${bareList}
  font-family: monospace;
`;
