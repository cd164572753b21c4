// The cluster node's log of its background loops: a retried event is one line naming the shard and
// the reason; the error's stack only at debug.
import { failureOf } from '../../src/cluster/durable-consumers';
import { ShardUnanswered } from '../../src/cluster/copy-shards-relay';
import { nodeLogger } from '../../src/cluster/node-log';

function collected(level: string) {
  const lines: string[] = [];
  const logger = nodeLogger({ prefix: 'engine-a shard 0', level, write: (line) => lines.push(line) });
  return { lines, logger };
}

const unanswered = () => new ShardUnanswered(1, 'no leader', { cause: new Error('deadline passed') });

describe('nodeLogger', () => {
  it('writes a warning with an error as one line, without the stack, at info', () => {
    const { lines, logger } = collected('info');
    logger.warn(
      { consumer: 'copy-trading-shard-0', seq: 7, err: unanswered() },
      'event not applied; retried',
    );
    expect(lines).toEqual([
      'engine-a shard 0: event not applied; retried ' +
        '{"consumer":"copy-trading-shard-0","seq":7,' +
        '"err":"ShardUnanswered: shard 1 took no copy batch: no leader"}',
    ]);
    logger.debug({ err: unanswered() }, 'the error');
    expect(lines).toHaveLength(1);
  });

  it('adds the stack at debug', () => {
    const { lines, logger } = collected('debug');
    logger.warn({ err: unanswered() }, 'event not applied; retried');
    expect(lines).toHaveLength(2);
    expect(lines[0].split('\n')).toHaveLength(1);
    expect(lines[1]).toContain('at ');
  });
});

describe('failureOf', () => {
  it('names the shard a copy batch waits for, and the reason', () => {
    expect(failureOf(unanswered())).toEqual({ shard: 1, reason: 'shard 1 took no copy batch: no leader' });
    expect(failureOf(new Error('database gone'))).toEqual({ reason: 'database gone' });
    expect(failureOf('odd')).toEqual({ reason: 'odd' });
  });
});
