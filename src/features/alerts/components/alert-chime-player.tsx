// Rings the price alerts' chime when live `alert` messages arrive, unless the customer turned the
// sound off in /Settings. Renders nothing; the signed-in shell mounts it once.
import { useEffect, useRef } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { selectAlertSound } from '../../settings';
import { playAlertChime } from '../alert-chime';
import { selectAlertsFiredCount } from '../alerts-slice';

export function AlertChimePlayer() {
  const fired = useAppSelector(selectAlertsFiredCount);
  const soundOn = useAppSelector(selectAlertSound);
  const heard = useRef(fired);
  useEffect(() => {
    if (fired > heard.current && soundOn) playAlertChime();
    heard.current = fired;
  }, [fired, soundOn]);
  return null;
}
