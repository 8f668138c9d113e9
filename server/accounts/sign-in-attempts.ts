import type { Db } from '../db/pool';

/** `free` failures cost nothing; after that each failure makes the next attempt wait twice as long, up to the cap. */
export interface DelayCurve {
  free: number;
  baseSeconds: number;
  capSeconds: number;
}

export interface SignInThrottle {
  /** One account from one address: the guesser. Counts the failures since that pair last signed in. */
  pair: DelayCurve;
  /**
   * One account from every address (guesses spread over many addresses). Short, so it only delays the
   * owner, and skipped at the addresses where the account signed in lately.
   */
  account: DelayCurve;
  /** One address across accounts (one password tried on many accounts), counted over `addressWindowSeconds`. */
  address: DelayCurve;
  addressWindowSeconds: number;
  /** An address where the account signed in this recently is the owner's. */
  knownAddressDays: number;
  /** Failures older than this are forgotten. */
  memorySeconds: number;
}

export const DEFAULT_SIGN_IN_THROTTLE: SignInThrottle = {
  pair: { free: 3, baseSeconds: 1, capSeconds: 15 * 60 },
  account: { free: 10, baseSeconds: 1, capSeconds: 60 },
  address: { free: 20, baseSeconds: 1, capSeconds: 15 * 60 },
  addressWindowSeconds: 60 * 60,
  knownAddressDays: 30,
  memorySeconds: 24 * 60 * 60,
};

/** How long the attempt after `failures` failures must wait. */
export function delaySeconds(curve: DelayCurve, failures: number): number {
  return failures < curve.free ? 0 : Math.min(curve.capSeconds, curve.baseSeconds * 2 ** (failures - curve.free));
}

export interface SignInBlock {
  scope: 'account' | 'address';
  retryAfterSeconds: number;
}

/** A sign-in allowed to check its password, recorded as a failure until `succeeded` says otherwise. */
export interface SignInTicket {
  succeeded(): Promise<void>;
}

interface Counts {
  now: number;
  pairFailures: number;
  pairLast: number | null;
  accountFailures: number;
  accountLast: number | null;
  knownAddress: boolean;
  addressFailures: number;
  addressLast: number | null;
}

/**
 * Throttling of password sign-ins, counted in the database so every server process agrees. A failure
 * makes the next attempt of the same account or address wait a growing delay; an attempt during the
 * delay is refused (429) without checking the password or counting, so a flood neither costs hashing
 * time nor lengthens the delay, and the right password works as soon as the delay has passed.
 */
export function createSignInAttempts(db: Db, throttle: SignInThrottle = DEFAULT_SIGN_IN_THROTTLE) {
  function block(counts: Counts): SignInBlock | null {
    const waits: SignInBlock[] = [];
    const wait = (scope: SignInBlock['scope'], curve: DelayCurve, failures: number, last: number | null) => {
      const seconds = last === null ? 0 : Math.ceil(last + delaySeconds(curve, failures) - counts.now);
      if (seconds > 0) waits.push({ scope, retryAfterSeconds: seconds });
    };
    wait('account', throttle.pair, counts.pairFailures, counts.pairLast);
    if (!counts.knownAddress) wait('account', throttle.account, counts.accountFailures, counts.accountLast);
    wait('address', throttle.address, counts.addressFailures, counts.addressLast);
    return waits.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0] ?? null;
  }

  return {
    throttle,
    /**
     * Either the wait before this account may try again from this address, or a ticket to check the
     * password. Concurrent attempts of one account or address are counted one after the other.
     */
    async begin(username: string, address: string): Promise<SignInBlock | SignInTicket> {
      const name = username.toLowerCase().slice(0, 200);
      const client = await db.pool.connect();
      try {
        await client.query('begin');
        // Always the account before the address, so two sign-ins never wait for each other in a circle.
        await client.query(`select pg_advisory_xact_lock(hashtext('sign-in account'), hashtext($1))`, [name]);
        await client.query(`select pg_advisory_xact_lock(hashtext('sign-in address'), hashtext($1))`, [address]);
        const { rows } = await client.query<Counts>(
          `with recent as (
             select username, address, succeeded, created_at from login_attempt
              where (username = $1 or address = $2) and created_at > now() - make_interval(secs => $3)),
           pair as (
             select created_at from recent where username = $1 and address = $2 and not succeeded
                and created_at > coalesce((select max(created_at) from recent where username = $1 and address = $2 and succeeded), '-infinity')),
           account as (
             select created_at from recent where username = $1 and not succeeded
                and created_at > coalesce((select max(created_at) from recent where username = $1 and succeeded), '-infinity')),
           by_address as (
             select created_at from recent where address = $2 and not succeeded and created_at > now() - make_interval(secs => $4))
           select extract(epoch from now())::float8 as "now",
                  (select count(*) from pair)::int as "pairFailures",
                  (select extract(epoch from max(created_at))::float8 from pair) as "pairLast",
                  (select count(*) from account)::int as "accountFailures",
                  (select extract(epoch from max(created_at))::float8 from account) as "accountLast",
                  exists (select 1 from login_attempt where username = $1 and address = $2 and succeeded
                             and created_at > now() - make_interval(days => $5)) as "knownAddress",
                  (select count(*) from by_address)::int as "addressFailures",
                  (select extract(epoch from max(created_at))::float8 from by_address) as "addressLast"`,
          [name, address, throttle.memorySeconds, throttle.addressWindowSeconds, throttle.knownAddressDays],
        );
        const blocked = block(rows[0]!);
        if (blocked) {
          await client.query('commit');
          return blocked;
        }
        const inserted = await client.query<{ id: string }>(
          `insert into login_attempt (username, address, succeeded) values ($1, $2, false) returning id`,
          [name, address],
        );
        await client.query('commit');
        const id = inserted.rows[0]!.id;
        // Keep the table small: failures older than the memory serve no delay, successes only mark known addresses.
        if (Math.random() < 0.01) {
          await db.pool.query(
            `delete from login_attempt where created_at < now() - make_interval(secs => $1)
               and (not succeeded or created_at < now() - make_interval(days => $2))`,
            [throttle.memorySeconds, throttle.knownAddressDays],
          );
        }
        return {
          async succeeded() {
            await db.pool.query('update login_attempt set succeeded = true where id = $1', [id]);
          },
        };
      } catch (err) {
        await client.query('rollback').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  };
}
export type SignInAttempts = ReturnType<typeof createSignInAttempts>;

export function isBlock(gate: SignInBlock | SignInTicket): gate is SignInBlock {
  return 'retryAfterSeconds' in gate;
}
