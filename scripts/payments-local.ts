import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { momoConfigFrom } from '../apps/server/src/modules/marketplace/providers/momo.js';
import type { Env, Fetch } from '../apps/server/src/modules/marketplace/providers/types.js';
import { vnpayConfigFrom } from '../apps/server/src/modules/marketplace/providers/vnpay.js';
import { sendHtml, errorPage, type Route, type StandInContext } from './payments-local/http.js';
import { momoStandIn } from './payments-local/momo.js';
import { vnpayStandIn } from './payments-local/vnpay.js';

/**
 * `npm run payments:local`: a local stand-in of VNPay's and MoMo's sandbox protocols, on one
 * port (PAYMENTS_LOCAL_PORT, default 4590). It reads the same environment names as the app
 * (VNPAY_TMN_CODE, VNPAY_HASH_SECRET, MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY, and
 * VNPAY_IPN_URL, which VNPay registers per merchant) and signs as the providers do, so pointing
 * VNPAY_URL, VNPAY_API_URL and MOMO_ENDPOINT at the real sandbox is the only change. VNPAY_URL and
 * VNPAY_API_URL need not be set here: the stand-in serves both paths itself.
 */
export interface PaymentsStandIn {
  url: string;
  close: () => Promise<void>;
}

export async function startPaymentsStandIn(options: {
  port?: number;
  env: Env;
  fetch?: Fetch;
  log?: (line: string) => void;
}): Promise<PaymentsStandIn> {
  const { env } = options;
  let url = '';
  const context: StandInContext = {
    baseUrl: () => url,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    log: options.log ?? (() => undefined),
    now: () => new Date(),
  };
  // Only the signing secrets matter here; the URLs are the stand-in's own.
  const placeholders = { VNPAY_URL: 'stand-in', VNPAY_API_URL: 'stand-in', MOMO_ENDPOINT: 'stand-in' };
  const routes: Route[] = [
    vnpayStandIn(vnpayConfigFrom({ ...env, ...placeholders }), env.VNPAY_IPN_URL, context),
    momoStandIn(momoConfigFrom({ ...env, ...placeholders }), context),
  ];
  const server = createServer((request, response) => {
    const requestUrl = new URL(request.url ?? '/', url);
    void (async () => {
      for (const route of routes) if (await route(request, response, requestUrl)) return;
      sendHtml(response, 404, errorPage('Payments stand-in', 'Not found'));
    })().catch((error: unknown) => {
      context.log(`stand-in error: ${String(error)}`);
      if (!response.headersSent) sendHtml(response, 500, errorPage('Payments stand-in', 'Internal error'));
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startPaymentsStandIn({
    port: Number(process.env.PAYMENTS_LOCAL_PORT ?? 4590),
    env: process.env,
    log: (line) => console.log(line),
  });
  console.log(`payments stand-in on ${standIn.url}`);
  console.log(`  VNPAY_URL=${standIn.url}/paymentv2/vpcpay.html`);
  console.log(`  VNPAY_API_URL=${standIn.url}/merchant_webapi/api/transaction`);
  console.log(`  MOMO_ENDPOINT=${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
