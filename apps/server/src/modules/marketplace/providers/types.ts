import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The shape both Vietnamese providers (VNPay, MoMo) share, so checkout, the IPN routes and the
 * admin refund can treat them alike. Amounts are whole đồng (VND has no minor unit in use); each
 * provider converts to its own wire unit (VNPay sends đồng x 100, MoMo sends đồng).
 */
export type LocalProviderName = 'vnpay' | 'momo';

/** What a provider needs to start paying one pending order. */
export interface ProviderOrder {
  /** Our order id. */
  id: string;
  /**
   * The provider's merchant reference of this session (vnp_TxnRef, MoMo's orderId): the order id,
   * then `<orderId>-<attempt>` for each new session of the same order (see providerReference).
   */
  reference: string;
  /** Total in whole đồng, a positive safe integer. */
  amount: number;
  /** What the learner sees on the provider's page (kept ASCII by the caller for VNPay). */
  description: string;
  /** Where the provider sends the learner back (the result page; it never settles anything). */
  returnUrl: string;
  /** MoMo's per-request IPN address (VNPay's is registered per merchant, so it ignores this). */
  ipnUrl: string;
  /** The learner's IP address, which VNPay requires. */
  clientIp: string;
  locale: 'vi' | 'en';
  createdAt: Date;
  /** When the provider must stop accepting payment (the order's time to pay). */
  expiresAt: Date;
}

export interface PaymentStart {
  redirectUrl: string;
}

/** Why a notification (IPN or return) was refused; the caller logs it and settles nothing. */
export type NotificationRejection = 'missing-signature' | 'bad-signature' | 'wrong-merchant' | 'malformed';

/** A verified notification: what it says about which order, for how much, and whether it paid. */
export type VerifiedNotification = {
  ok: true;
  /** The merchant reference as sent: our order id, maybe with an attempt suffix (see orderIdOfReference). */
  orderId: string;
  /** Whole đồng, converted from the provider's unit. */
  amount: number;
  paid: boolean;
  /** The provider's own transaction number (kept for refunds). */
  providerRef: string;
  /** The provider's result code as sent ('00' for VNPay, '0' for MoMo when paid). */
  resultCode: string;
  /**
   * When the provider took the payment by its own clock (VNPay's vnp_PayDate, MoMo's
   * responseTime); null when the notification carries none readable, and the caller takes the
   * arrival time.
   */
  paidAt: Date | null;
};

export type NotificationResult = VerifiedNotification | { ok: false; reason: NotificationRejection };

export interface RefundRequest {
  /** The merchant reference of the session that paid (VNPay's vnp_TxnRef). */
  orderId: string;
  /** Whole đồng to give back (the whole payment or a part). */
  amount: number;
  /** Whether this gives back the whole payment (VNPay distinguishes full and partial). */
  full: boolean;
  /** The provider's transaction number from the verified payment notification. */
  providerRef: string;
  /** When the provider took the payment (VNPay asks for the original transaction date). */
  paidAt: Date;
  /** A fresh unique id for this refund request (the provider's idempotency key). */
  refundId: string;
  reason: string;
  /** Who asked for it (the admin's name or id), which VNPay records. */
  requestedBy: string;
  clientIp: string;
  now: Date;
}

export type RefundResult =
  { ok: true; providerRef: string; resultCode: string } | { ok: false; resultCode: string; message: string };

/** The fetch the providers call their APIs with; injected so tests can point it at the stand-in. */
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;

/** One provider behind the shape checkout and the webhooks will use. */
export interface LocalPaymentProvider {
  name: LocalProviderName;
  startPayment(order: ProviderOrder): Promise<PaymentStart>;
  /**
   * Checks a notification's signature and reads it. Deterministic: the same input (a replay)
   * reads the same; settling once is the caller's job.
   */
  verifyNotification(input: Readonly<Record<string, unknown>>): NotificationResult;
  refund(request: RefundRequest): Promise<RefundResult>;
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const referencePattern = new RegExp(`^(${uuid})(?:-([1-9][0-9]{0,2}))?$`, 'i');

/**
 * The merchant reference of an order's session at VNPay or MoMo: the order id for the first,
 * `<orderId>-<attempt>` for the next ones (both refuse a reference used before).
 */
export function providerReference(orderId: string, attempt: number): string {
  return attempt === 0 ? orderId : `${orderId}-${attempt}`;
}

/** The attempt number of a merchant reference (0: the order id itself), or undefined when it is none of ours. */
export function attemptOfReference(reference: string): number | undefined {
  const parts = referencePattern.exec(reference);
  return parts ? Number(parts[2] ?? 0) : undefined;
}

/** Our order id in a merchant reference, or undefined when it names no order of ours. */
export function orderIdOfReference(reference: string): string | undefined {
  return referencePattern.exec(reference)?.[1];
}

/** The environment as a plain map (process.env or a test's own). */
export type Env = Readonly<Record<string, string | undefined>>;

/** Lower-case hex HMAC of UTF-8 data. */
export function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, data: string): string {
  return createHmac(algorithm, secret).update(data, 'utf8').digest('hex');
}

/** Compares a received hex signature with the expected one in constant time (case-insensitive). */
export function signatureMatches(received: string, expected: string): boolean {
  const a = Buffer.from(received.toLowerCase(), 'utf8');
  const b = Buffer.from(expected.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A field of a notification as the provider signed it: strings as sent, numbers as decimals. */
export function fieldText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** Throws unless the amount is a positive whole number of đồng. */
export function assertWholeDong(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new RangeError(`amount must be a positive whole number of đồng, got ${amount}`);
}

/** Reads a set of required environment names, or undefined when any is missing or empty. */
export function requiredEnv<K extends string>(
  env: Env,
  names: Record<K, string>,
): Record<K, string> | undefined {
  const out: Partial<Record<K, string>> = {};
  for (const key of Object.keys(names) as K[]) {
    const value = env[names[key]]?.trim();
    if (!value) return undefined;
    out[key] = value;
  }
  return out as Record<K, string>;
}
