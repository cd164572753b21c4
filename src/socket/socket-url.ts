// Where the live socket lives: the page's own host, ws or wss to match http or https.
import { SOCKET_PATH } from '../../contract/live';

export interface PageLocation {
  protocol: string;
  host: string;
}

export function liveSocketUrl(token: string, location: PageLocation): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${SOCKET_PATH}?auth=${encodeURIComponent(token)}`;
}
