// A position's figures published as numbers (`publishPositionFigures`) are, in a hub of the engine's
// own process, exactly the `publishLatest` of the position message: the same frames, and a hub that
// overrides publishLatest (the cluster's relay hub, which forwards it to the gateway nodes) sees it.
import type { LiveMessage } from '../../../contract/live';
import { LiveHub } from '../../src/live/live-hub';
import { FakeConnection } from './fake-connection';
import { accountRoute, positionRoute } from '../../src/live/position-routes';

class RelayLikeHub extends LiveHub {
  readonly forwarded: [string, string, LiveMessage][] = [];
  readonly merged: [string, string, LiveMessage][] = [];

  override publishMerged(channel: string, key: string, message: LiveMessage): void {
    super.publishMerged(channel, key, message);
    this.merged.push([channel, key, message]);
  }

  override publishLatest(channel: string, key: string, message: LiveMessage): void {
    super.publishLatest(channel, key, message);
    this.forwarded.push([channel, key, message]);
  }
}

describe('position figures in process', () => {
  it('gives the frames of the position message published as a latest value', () => {
    const asFigures = new LiveHub();
    const asMessage = new LiveHub();
    const figures = new FakeConnection();
    const messages = new FakeConnection();
    asFigures.attach(['account:a1'], figures);
    asMessage.attach(['account:a1'], messages);
    const route = positionRoute('account:a1', 'position:p7', 'p7');
    for (const [profit, lastPrice] of [
      [12.5, 1.08123],
      [-0.01, 1.0812],
      [-0, 1e-7],
    ]) {
      asFigures.publishPositionFigures(route, profit, lastPrice);
      asMessage.publishLatest('account:a1', 'position:p7', { type: 'position', id: 'p7', profit, lastPrice });
      asFigures.flush();
      asMessage.flush();
    }
    expect(figures.sent).toEqual(messages.sent);
    expect(figures.sent.at(-1)).toBe('[{"type":"position","id":"p7","profit":0,"lastPrice":1e-7}]');
  });

  it("reaches a hub's own publishLatest, as the cluster's relay hub overrides it", () => {
    const hub = new RelayLikeHub();
    hub.publishPositionFigures(positionRoute('account:a2', 'position:p9', 'p9'), -3.25, 187.4);
    expect(hub.forwarded).toEqual([
      ['account:a2', 'position:p9', { type: 'position', id: 'p9', profit: -3.25, lastPrice: 187.4 }],
    ]);
  });

  it("gives account figures as the merged account message, through a hub's own publishMerged", () => {
    const hub = new RelayLikeHub();
    const connection = new FakeConnection();
    hub.attach(['account:a3'], connection);
    const route = accountRoute('account:a3', 'account');
    hub.publishAccountFigures(route, { pct: 150.5, blc: 1000 });
    hub.publishAccountFigures(route, { mrg: 20, pct: 151 });
    hub.flush();
    expect(hub.merged).toEqual([
      ['account:a3', 'account', { type: 'account', pct: 150.5, blc: 1000 }],
      ['account:a3', 'account', { type: 'account', mrg: 20, pct: 151 }],
    ]);
    expect(connection.sent.at(-1)).toBe('[{"type":"account","pct":151,"blc":1000,"mrg":20}]');
  });
});
