-- Decision 098: /metrics counts the failed mail at every scrape; sent mail stays in the outbox,
-- so without this index the count would read the whole table each time.
CREATE INDEX IF NOT EXISTS "outbox_failed_idx" ON "outbox" USING btree ("id") WHERE estado = 'fallido';
