// The port opens before the server is built (main.ts, start/open-starting-server.ts): the health
// answer and the SPA come at once; a sign-in sent while the database and the demo data are still
// being made waits and succeeds once the built app takes over; a request or a socket still waiting
// after the hold gets a Turkish 503 and changes nothing. Over real HTTP on a real port.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { HealthAnswer } from '../../../contract/cluster-health';
import { serverTexts } from '../../../contract/server-texts';
import { SERVER_ROLES } from '../../src/compose/server-part';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../src/demo/demo-accounts';
import { seedDemo } from '../../src/demo/demo-seed';
import type { StartingServer } from '../../src/http/starting-server';
import { openStartingServer } from '../../src/start/open-starting-server';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

const PAGE_MARKER = 'starting-server-test-page';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let distDir: string;
let starting: StartingServer | null = null;
let built: TestApp | null = null;

beforeAll(() => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'kaldirac-starting-'));
  writeFileSync(path.join(distDir, 'index.html'), `<!doctype html><title>${PAGE_MARKER}</title>`);
});

afterEach(async () => {
  await starting?.close();
  await built?.close();
  starting = null;
  built = null;
});

afterAll(() => rmSync(distDir, { recursive: true, force: true }));

async function open(holdMs: number): Promise<string> {
  starting = await openStartingServer({ node: 'starting-test', roles: SERVER_ROLES, distDir, holdMs });
  return starting.listen(0, '127.0.0.1');
}

function signIn(base: string): Promise<Response> {
  return fetch(`${base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
}

/** The status a socket upgrade to /websocket is answered with (101 when the upgrade is taken). */
function upgradeStatus(base: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const upgrade = httpRequest(`${base}/websocket`, {
      headers: {
        Connection: 'Upgrade',
        Upgrade: 'websocket',
        'Sec-WebSocket-Version': '13',
        'Sec-WebSocket-Key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });
    upgrade.on('response', (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('upgrade', (response, socket) => {
      socket.destroy();
      resolve(response.statusCode ?? 0);
    });
    upgrade.on('error', reject);
    upgrade.end();
  });
}

describe('the server while it starts', () => {
  it('answers health and the page at once, and a sign-in sent meanwhile once the app is built', async () => {
    const base = await open(60_000);
    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(503);
    const answer = (await health.json()) as HealthAnswer;
    expect(answer.message).toBe(serverTexts.cluster.starting);
    expect(answer.data.shards).toEqual([{ shard: 0, leader: null, since: null }]);
    const page = await fetch(`${base}/sign-in`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(PAGE_MARKER);

    let answered = false;
    const pending = signIn(base).then((response) => {
      answered = true;
      return response;
    });
    await sleep(300);
    expect(answered).toBe(false);
    const server = starting as StartingServer;
    built = await buildTestApp({ serverFactory: (handler) => server.serverFactory(handler) });
    await seedDemo(built.db, built.clock);
    expect(answered).toBe(false);
    server.handOver();

    const signedIn = await pending;
    expect(signedIn.status).toBe(200);
    const token = ((await signedIn.json()) as { data: { token: string } }).data.token;
    const profile = await fetch(`${base}/api/users/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.status).toBe(200);
    expect(((await profile.json()) as { data: { email: string } }).data.email).toBe(DEMO_EMAIL);
  });

  it('answers a Turkish 503 to a request and a socket still waiting after the hold', async () => {
    const base = await open(200);
    const refused = await signIn(base);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect(await refused.json()).toEqual({
      status: false,
      message: serverTexts.cluster.starting,
      code: 'STARTING',
    });
    expect(await upgradeStatus(base)).toBe(503);
  });

  it('passes a socket upgrade that waited to the built app', async () => {
    const base = await open(60_000);
    const upgrading = upgradeStatus(base);
    const server = starting as StartingServer;
    built = await buildTestApp({ serverFactory: (handler) => server.serverFactory(handler) });
    server.handOver();
    // No token: the built app's socket route takes the upgrade and then closes it (live-plugin.ts).
    expect(await upgrading).toBe(101);
  });
});
