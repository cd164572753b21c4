// A publisher of ticks in a process of its own, from the compiled server (`npm run build:server`):
// argv cluster name, then "symbols" (count ticks for each symbol listed) or "burst" (count ticks
// across the catalogue as fast as it can). Prints one JSON line with what it published.
const path = require('node:path');
const dist = path.resolve(__dirname, '..', '..', 'dist-server', 'server', 'src');
const { connectNats } = require(path.join(dist, 'cluster', 'nats-connection.js'));
const relay = require(path.join(dist, 'cluster', 'market-data-relay.js'));
const { INSTRUMENTS } = require(path.join(dist, 'engine', 'catalogue.js'));

async function main() {
  const [clusterName, mode, countText, ...symbols] = process.argv.slice(2);
  const count = Number(countText);
  const nats = await connectNats(process.env.NATS_URL || 'nats://127.0.0.1:4222', `publisher-${process.pid}`);
  const publisher = relay.createTickPublisher(
    nats,
    clusterName,
    await relay.openQuotesBucket(nats, clusterName),
  );
  const startedAt = process.hrtime.bigint();
  const names = mode === 'burst' ? INSTRUMENTS.map((instrument) => instrument.symbol) : symbols;
  const rounds = mode === 'burst' ? Math.ceil(count / names.length) : count;
  let published = 0;
  for (let round = 0; round < rounds && (mode !== 'burst' || published < count); round += 1) {
    for (const symbol of names) {
      if (mode === 'burst' && published >= count) break;
      const bid = 100 + round / 1000;
      publisher.publish({ symbol, bid, ask: bid + 0.01, time: 1_700_000_000_000 + round });
      published += 1;
    }
  }
  await nats.flush();
  const tookMs = Number(process.hrtime.bigint() - startedAt) / 1e6;
  await publisher.saveLatest();
  await nats.close();
  process.stdout.write(`${JSON.stringify({ published, tookMs })}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
