// An on/off switch (role switch) with its state written next to it, so the state does not rest on
// colour alone. `busy` disables it while the change is on its way.
import styled from 'styled-components';

const Root = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  padding: ${({ theme }) => theme.spacing.xs};
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

const Track = styled.span<{ $on: boolean }>`
  position: relative;
  width: 40px;
  height: 22px;
  border-radius: ${({ theme }) => theme.radii.round};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $on }) => ($on ? theme.colors.positiveFill : theme.colors.surfaceHover)};
  transition: background-color ${({ theme }) => theme.transitions.fast};
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '20px' : '2px')};
    width: 16px;
    height: 16px;
    border-radius: 50%;
    background: #ffffff;
    transition: left ${({ theme }) => theme.transitions.fast};
  }
`;

export interface OnOffSwitchProps {
  on: boolean;
  label: string;
  onText: string;
  offText: string;
  busy?: boolean;
  onToggle: () => void;
}

export function OnOffSwitch({ on, label, onText, offText, busy = false, onToggle }: OnOffSwitchProps) {
  return (
    <Root
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
    >
      <Track $on={on} aria-hidden="true" />
      <span aria-hidden="true">{on ? onText : offText}</span>
    </Root>
  );
}
