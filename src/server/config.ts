import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../shared/schemas/payment.js';
import { DEFAULT_RETURN_WINDOW_DAYS } from '../shared/schemas/return.js';

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** The environment, validated once at boot. See the README's table. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: optionalString,
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  BETTER_AUTH_SECRET: optionalString,
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  /** Required in production (loadConfig); 'test' by default in development and tests. */
  PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDERS).default('test'),
  PAYMENT_CURRENCY: z.string().default('usd'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_BASE: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('PartsHub <shop@partshub.local>'),
  REDIS_URL: optionalString,
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Prefix of the rate-limit keys in Redis: shops (or test runs) sharing one Redis keep apart. */
  RATE_LIMIT_PREFIX: z.string().trim().min(1).max(100).default('partshub-rl-'),
  /**
   * Whose X-Forwarded-For to believe for rate limits: 'loopback' (a proxy on this host),
   * a number of proxy hops in front of the shop, or 0 (never; the socket address counts).
   */
  TRUST_PROXY: z.union([z.literal('loopback'), z.coerce.number().int().min(0).max(10)]).default('loopback'),
  /** Memory the response cache may hold for public answers (bytes; oldest answers go first). */
  RESPONSE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /**
   * How long this instance trusts a bearer token it has looked up (seconds; 0: every request asks
   * PostgreSQL). A session ended or a user changed through any instance is refused or read again
   * here at once: the others hear it over LISTEN/NOTIFY within a second, and an instance that cannot
   * listen trusts no token from memory. The bound is left for rows changed in the database by hand
   * (or a notice that failed to send). See docs/decisions/006.
   */
  BEARER_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /**
   * `required`: an account with a staff role uses none of its permissions until it signs in with a
   * second factor (staff routes answer 403 TWO_FACTOR_REQUIRED); `optional` leaves it to each account.
   */
  STAFF_2FA: z.enum(['required', 'optional']).default('required'),
  /** How long an unpaid order holds its units before it expires and they go back to stock. */
  ORDER_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 3600)
    .default(3600),
  /** Unpaid orders one account may have open at once. */
  MAX_OPEN_ORDERS: z.coerce.number().int().min(1).max(1_000_000).default(5),
  /**
   * Units of one product one account may hold in unpaid orders: at most this many, and at most
   * half (rounded up) of what is on sale to it (on the shelf plus what it holds already).
   */
  MAX_HELD_UNITS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** The share of what is on sale to an account that it may hold unpaid (per cent; 50: half, rounded up). */
  MAX_HELD_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  /** Orders placed (Order Now, checkout) and cancelled per account, and per client address, in ORDER_WRITES_WINDOW_SECONDS. */
  ORDER_WRITES_PER_ACCOUNT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  ORDER_WRITES_PER_IP: z.coerce.number().int().min(1).max(1_000_000).default(30),
  ORDER_WRITES_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /**
   * Units back from an unpaid order (cancelled or expired) tell the shoppers waiting for the part
   * only if they are still on the shelf this long afterwards.
   */
  RESTOCK_SETTLE_SECONDS: z.coerce.number().min(0).max(86_400).default(600),
  /** Order and account e-mails one address is sent per hour at most; more wait in the outbox and go later. */
  MAIL_PER_RECIPIENT_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** The same per day for the address of an account that has not confirmed it (sign-up does not prove it is theirs). */
  MAIL_PER_UNVERIFIED_DAY: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /** The hour (UTC, 0–23) from which the day's low-stock digest goes to staff who can change stock (issue 32); `off`: never. */
  LOW_STOCK_DIGEST_HOUR: z
    .union([z.literal('off'), z.coerce.number().int().min(0).max(23)])
    .default(7)
    .transform((v) => (v === 'off' ? null : v)),
  /** How often each instance looks for unpaid orders whose hold ran out. */
  ORDER_SWEEP_SECONDS: z.coerce.number().min(0.05).max(3600).default(30),
  /** Days after delivery within which a customer may ask to return parts. */
  RETURN_WINDOW_DAYS: z.coerce.number().int().min(0).max(3650).default(DEFAULT_RETURN_WINDOW_DAYS),
  /** Days the audit trail keeps a row; older ones are deleted in the background (issue 29). */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(400),
  /** Webhook endpoints may be on private, loopback and link-local addresses (tests; never on a public shop). */
  WEBHOOK_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** A webhook receiver that has not answered within this long fails the attempt (retried later). */
  WEBHOOK_TIMEOUT_SECONDS: z.coerce.number().min(0.05).max(60).default(10),
  /** The first retry of a failed webhook delivery waits this long; each later one twice as long (for a day). */
  WEBHOOK_RETRY_SECONDS: z.coerce.number().min(0.05).max(30).default(15),
  /** The seller on invoices and credit notes. */
  SHOP_NAME: z.string().trim().min(1).default('PartsHub'),
  /** The seller's postal address on invoices, its lines separated by '|'. */
  SHOP_ADDRESS: z.string().trim().min(1).default('PartsHub Ltd|12 Example Street|Springfield, IL 62701|United States'),
  /** Where returned parts are sent (lines separated by '|'); SHOP_ADDRESS when unset. */
  SHOP_RETURN_ADDRESS: optionalString,
  /** The seller's tax or VAT number, printed on invoices when set. */
  SHOP_TAX_ID: optionalString,
  /** From SIGTERM to exit at most (seconds): draining, requests in flight, background jobs, pools. */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  /**
   * After SIGTERM, how long readiness (`/api/health/ready`) answers 503 while the instance still
   * serves, before it stops taking connections: a load balancer's health check takes it out first.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(60).default(5),
  /** `GET /metrics` on the shop's port answers only with `Authorization: Bearer <this>`. */
  METRICS_TOKEN: optionalString,
  /** `GET /metrics` also (without a token) on this port, bound to 127.0.0.1 only. */
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Env {
  publicUrl: string;
  /** The shop's postal address and its return address, one string per line. */
  shopAddressLines: string[];
  returnAddressLines: string[];
}

const addressLines = (v: string) =>
  v
    .split('|')
    .map((l) => l.trim())
    .filter(Boolean);

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  // The test gateway marks an order paid for the public test card: never the default in production.
  if (env.NODE_ENV === 'production' && source.PAYMENT_PROVIDER === undefined) {
    throw new Error(
      "PAYMENT_PROVIDER must be set in production: 'stripe' to take real payments, or 'test' for the test gateway " +
        '(no real charges: anyone can pay with the test card 4242 4242 4242 4242)',
    );
  }
  if (env.PAYMENT_PROVIDER === 'stripe' && (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)) {
    throw new Error('PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY');
  }
  if (env.SHUTDOWN_DRAIN_SECONDS >= env.SHUTDOWN_GRACE_SECONDS) {
    throw new Error(
      'SHUTDOWN_DRAIN_SECONDS must be shorter than SHUTDOWN_GRACE_SECONDS (requests in flight need time to finish after the drain)',
    );
  }
  if (env.METRICS_TOKEN !== undefined && env.METRICS_TOKEN.length < 16) {
    throw new Error('METRICS_TOKEN must be at least 16 characters');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const shopAddressLines = addressLines(env.SHOP_ADDRESS);
  const returnAddressLines = env.SHOP_RETURN_ADDRESS ? addressLines(env.SHOP_RETURN_ADDRESS) : shopAddressLines;
  return { ...env, publicUrl, shopAddressLines, returnAddressLines };
}
