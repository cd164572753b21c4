// An on/off switch (role switch) with its state written next to it, so the state does not rest on
// colour alone. `busy` disables it while the change is on its way.

import { Root, Track } from './on-off-switch.styles';

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
