// The short sound of a fired price alert: two soft tones from the Web Audio API, so no sound file
// is loaded. Where the browser has no audio (or refuses it before the page was touched) it stays
// silent; the notification still shows.
const TONE_FREQUENCIES_HZ = [880, 1320] as const;
const TONE_DURATION_S = 0.12;
const TONE_VOLUME = 0.15;

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  const Constructor = (globalThis as { AudioContext?: AudioContextConstructor }).AudioContext;
  if (!Constructor) return null;
  context ??= new Constructor();
  return context;
}

export function playAlertChime(): void {
  try {
    const audio = audioContext();
    if (!audio) return;
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
    TONE_FREQUENCIES_HZ.forEach((frequency, index) => {
      const startS = audio.currentTime + index * TONE_DURATION_S;
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(TONE_VOLUME, startS);
      gain.gain.exponentialRampToValueAtTime(0.001, startS + TONE_DURATION_S);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(startS);
      oscillator.stop(startS + TONE_DURATION_S);
    });
  } catch {
    // A browser that refuses audio plays nothing; the alert is still in the bell.
  }
}
