// Theme (dark or light; the provider suppresses transitions for 100 ms on a change) and the font
// scale in a few steps around 1; one-click trading (off by default: trading actions ask first); the
// price alerts' sound (on by default).
// All live in the persisted `ui` slice, on this device only.
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { tr } from '../../../i18n/tr-signed-in';
import { FormCard } from '../../../ui/form-controls';
import {
  alertSoundChosen,
  oneClickTradingChosen,
  scaleChosen,
  selectAlertSound,
  selectOneClickTrading,
  themeChosen,
  type ThemeMode,
} from '../ui-slice';
import { Segment, Segments, SettingRow } from './settings.styles';

/** The font scale's steps; 1 is SPEC.md's default. */
export const SCALE_STEPS = [0.875, 1, 1.125, 1.25] as const;
const THEMES: ThemeMode[] = ['dark', 'light'];

export function DisplaySettings() {
  const dispatch = useAppDispatch();
  const theme = useAppSelector((state) => state.ui.theme);
  const scale = useAppSelector((state) => state.ui.scale);
  const oneClick = useAppSelector(selectOneClickTrading);
  const alertSound = useAppSelector(selectAlertSound);
  const texts = tr.settings;
  return (
    <FormCard aria-label={texts.display}>
      <h2>{texts.display}</h2>
      <SettingRow>
        <span id="settings-theme">{texts.theme}</span>
        <Segments role="radiogroup" aria-labelledby="settings-theme">
          {THEMES.map((mode) => (
            <Segment
              key={mode}
              type="button"
              role="radio"
              aria-checked={theme === mode}
              onClick={() => dispatch(themeChosen(mode))}
            >
              {mode === 'dark' ? tr.layout.themeDark : tr.layout.themeLight}
            </Segment>
          ))}
        </Segments>
      </SettingRow>
      <SettingRow>
        <span id="settings-scale">{texts.scale}</span>
        <Segments role="radiogroup" aria-labelledby="settings-scale">
          {SCALE_STEPS.map((step) => (
            <Segment
              key={step}
              type="button"
              role="radio"
              aria-checked={scale === step}
              onClick={() => dispatch(scaleChosen(step))}
            >
              {texts.scaleValue(step)}
            </Segment>
          ))}
        </Segments>
      </SettingRow>
      <SettingRow>
        <label htmlFor="settings-one-click">{tr.confirm.oneClick}</label>
        <input
          id="settings-one-click"
          type="checkbox"
          role="switch"
          aria-checked={oneClick}
          aria-describedby="settings-one-click-hint"
          checked={oneClick}
          onChange={(event) => dispatch(oneClickTradingChosen(event.target.checked))}
        />
      </SettingRow>
      <p id="settings-one-click-hint">{tr.confirm.oneClickHint}</p>
      <SettingRow>
        <label htmlFor="settings-alert-sound">{tr.alerts.sound}</label>
        <input
          id="settings-alert-sound"
          type="checkbox"
          role="switch"
          aria-checked={alertSound}
          checked={alertSound}
          onChange={(event) => dispatch(alertSoundChosen(event.target.checked))}
        />
      </SettingRow>
    </FormCard>
  );
}
