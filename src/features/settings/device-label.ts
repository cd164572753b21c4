// A session's device as people name it ('Chrome 131 / Windows') from the User-Agent the server
// kept. The order of the browser checks matters: Edge and Opera also say Chrome, and Chrome also
// says Safari. Anything unknown keeps the server's text.

const BROWSERS: [RegExp, string][] = [
  [/Edg\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/Firefox\/(\d+)/, 'Firefox'],
  [/(?:Headless)?Chrome\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari/, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return '-';
  const browser = BROWSERS.map(([pattern, name]) => {
    const match = pattern.exec(userAgent);
    return match ? `${name} ${match[1]}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (!browser && !system) return userAgent;
  return [browser, system].filter(Boolean).join(' / ');
}
