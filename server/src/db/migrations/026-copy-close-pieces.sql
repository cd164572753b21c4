-- Copy trading across engine shards (docs/copy-trading.md): a trader's partial close that another
-- shard's leader applied to a copy. Written in the fenced transaction of the follower's partial
-- close, so a batch re-sent to a new leader of the follower's shard (the old one applied it and
-- died before answering) finds the row and closes nothing more: the same share is never closed
-- twice. The trader's closed piece has an order id of its own, so (copy, piece) names the
-- application. One process writes none (its mirror follows in-process events, never re-sent).
CREATE TABLE copy_close_pieces (
  copy_id TEXT NOT NULL REFERENCES copies(id) ON DELETE CASCADE,
  trader_piece_id BIGINT NOT NULL,
  trader_order_id BIGINT NOT NULL,
  follower_order_id BIGINT NOT NULL,
  applied_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (copy_id, trader_piece_id)
);
CREATE INDEX copy_close_pieces_piece_idx ON copy_close_pieces (trader_piece_id);
