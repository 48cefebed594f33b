import type { FastifyInstance } from 'fastify';
import pg from 'pg';

export interface ChannelHandlers {
  /** A notice on the channel (its payload; empty notices are skipped). */
  notice: (payload: string) => void;
  /** The connection was lost: notices sent from now on go unheard until `back` is called. */
  lost: (err?: Error) => void;
  /** Listening again after a loss (notices sent meanwhile were missed). */
  back: () => void;
}

/**
 * Keeps one PostgreSQL connection that LISTENs on `channel` for the app's lifetime. The first LISTEN
 * is awaited (a failure fails the start). When the connection is lost (a restart, a cut connection),
 * `lost` is called once and a new connection is tried after 0.25 s, then doubling to 30 s, until one
 * listens; then `back` is called. Closed with the app (no `lost` then).
 */
export async function listenOnChannel(app: FastifyInstance, channel: string, handlers: ChannelHandlers): Promise<void> {
  let current: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;
  let attempt = 0;

  async function listen() {
    const client = new pg.Client({ connectionString: app.dbUrl });
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) handlers.notice(msg.payload);
    });
    const lost = (err?: Error) => {
      if (client !== current || closing) return;
      current = null;
      handlers.lost(err);
      void client.end().catch(() => {});
      again();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      current = null;
      await client.end().catch(() => {});
      throw err;
    }
  }
  function again() {
    const delay = Math.min(30_000, 250 * 2 ** attempt++);
    retry = setTimeout(() => {
      listen().then(
        () => {
          attempt = 0;
          handlers.back();
        },
        () => again(),
      );
    }, delay);
    retry.unref();
  }

  await listen();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await current?.end().catch(() => {});
  });
}

/** NOTIFY's payload limit is 8000 bytes; a notice stays well below it. */
const MAX_PAYLOAD = 7000;

/**
 * Sends items (ids without ',' or ':') to the other instances on `channel` as `<instance>:<a>,<b>,…`:
 * one `pg_notify` at a time, each carrying the items queued since the one before (split to fit the
 * payload limit), so a burst costs a few round trips, not one per item. A failed notify is logged.
 */
export function channelNotifier(app: FastifyInstance, channel: string, instance: string) {
  const pending = new Set<string>();
  let sending = false;
  async function flush() {
    sending = true;
    while (pending.size > 0) {
      const batch: string[] = [];
      let length = instance.length + 1;
      for (const item of pending) {
        if (batch.length > 0 && length + item.length + 1 > MAX_PAYLOAD) break;
        batch.push(item);
        length += item.length + 1;
      }
      for (const item of batch) pending.delete(item);
      await app.pool
        .query('SELECT pg_notify($1, $2)', [channel, `${instance}:${batch.join(',')}`])
        .catch((err) => app.log.warn({ err, channel }, 'notify failed'));
    }
    sending = false;
  }
  return (items: Iterable<string>) => {
    for (const item of items) if (item) pending.add(item);
    if (!sending && pending.size > 0) void flush();
  };
}

/** The sender and the items of a notice sent by `channelNotifier`. */
export function parseNotice(payload: string): { from: string; items: string[] } {
  const at = payload.indexOf(':');
  const items = at < 0 ? '' : payload.slice(at + 1);
  return { from: at < 0 ? payload : payload.slice(0, at), items: items ? items.split(',') : [] };
}
