-- Cluster mode (docs/scaling.md, "Domain events through an outbox"): every domain event is written
-- here in the transaction of the decision that produced it, so PostgreSQL, not the message broker,
-- is the record of what happened. The leader's relay publishes unrelayed rows in id order to the
-- cluster's JetStream stream with the row's id as the message id, and marks a row relayed only
-- after the broker acknowledged it. On one process both tables stay empty (events go over the
-- in-process bus). Depends on nothing earlier.
CREATE TABLE event_outbox (
  id BIGSERIAL PRIMARY KEY,
  event JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  relayed_at TIMESTAMPTZ
);
-- The relay reads only the rows still waiting, oldest first.
CREATE INDEX event_outbox_waiting ON event_outbox (id) WHERE relayed_at IS NULL;

-- One row per event a durable consumer has applied: inserted in the transaction of the consumer's
-- effect, so an event delivered again (a redelivery, a relay's re-send after the broker's
-- de-duplication window) finds its row and is skipped.
CREATE TABLE processed_events (
  consumer TEXT NOT NULL,
  event_id BIGINT NOT NULL,
  processed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (consumer, event_id)
);
