/**
 * Runs the Stripe simulator as its own process (development and tests only):
 *
 *   node --import tsx dev/stripe-sim/server.ts
 *
 * Environment (all optional): PORT (12111), HOST (127.0.0.1), SECRET_KEY (sk_test_sim),
 * WEBHOOK_URL (where events are posted), WEBHOOK_SECRET (whsec_sim), PRICES
 * ("price_id:amount:currency,…"; default the three terms of Premium), LOG_REQUESTS (1 logs).
 * See README.md beside this file.
 */
import { startStripeSim } from './stripe-sim';

export const defaultPrices =
  'price_premium_1:900:usd,price_premium_3:2400:usd,price_premium_12:7200:usd';

const env = process.env;
const prices = Object.fromEntries(
  (env.PRICES ?? defaultPrices).split(',').map((entry) => {
    const [priceId, amount, currency] = entry.trim().split(':');
    if (!priceId || !Number.isInteger(Number(amount)) || !currency) {
      console.error(`stripe-sim: PRICES entry is not price_id:amount:currency: ${entry}`);
      process.exit(1);
    }
    return [priceId, { amount: Number(amount), currency }];
  }),
);

const sim = await startStripeSim({
  port: env.PORT ? Number(env.PORT) : 12111,
  host: env.HOST ?? '127.0.0.1',
  secretKeys: [env.SECRET_KEY ?? 'sk_test_sim'],
  prices,
  webhookUrl: env.WEBHOOK_URL || undefined,
  webhookSecret: env.WEBHOOK_SECRET ?? 'whsec_sim',
  log: env.LOG_REQUESTS === '1' ? (line) => console.log(line) : undefined,
});
console.log(`stripe-sim listening on ${sim.url}`);

const stop = () => void sim.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
