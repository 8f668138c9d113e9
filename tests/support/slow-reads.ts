/**
 * Makes analytics and report builds slow inside PostgreSQL, on the real path through the app's pools: a restrictive
 * row-level-security policy on `survey` (which every analytics call and report build reads first) calls
 * test_slow_down(), which in read-only transactions only (analytics and report builds, never sign-in or sessions)
 * sleeps, or waits for an advisory lock the caller holds (the gate), as the control row says. Owner connections only.
 */
import type pg from 'pg';

/** The advisory lock key of the gate: hold it with pg_advisory_lock, and gated reads wait until it is released. */
export const SLOW_READS_GATE = 4242;

export async function installSlowReads(owner: pg.ClientBase): Promise<void> {
  await owner.query(`
    create table if not exists test_slowdown (sleep_seconds float8 not null default 0, wait_for_gate boolean not null default false);
    delete from test_slowdown;
    insert into test_slowdown default values;
    create or replace function test_slow_down() returns boolean language plpgsql security definer as $$
      declare s test_slowdown;
      begin
        if current_setting('transaction_read_only') = 'off' then return true; end if;
        select * into s from test_slowdown;
        if s.sleep_seconds > 0 then perform pg_sleep(s.sleep_seconds); end if;
        if s.wait_for_gate then perform pg_advisory_xact_lock_shared(${SLOW_READS_GATE}); end if;
        return true;
      end $$;
    drop policy if exists test_slow_reads on survey;
    create policy test_slow_reads on survey as restrictive for select using ((select test_slow_down()));
  `);
}

/** Each statement reading `survey` in a read-only transaction sleeps this long and/or waits for the gate. */
export async function setSlowReads(owner: pg.ClientBase, opts: { sleepSeconds?: number; waitForGate?: boolean }): Promise<void> {
  await owner.query(`update test_slowdown set sleep_seconds = $1, wait_for_gate = $2`, [opts.sleepSeconds ?? 0, opts.waitForGate ?? false]);
}

export async function removeSlowReads(owner: pg.ClientBase): Promise<void> {
  await owner.query(`drop policy if exists test_slow_reads on survey; drop function if exists test_slow_down(); drop table if exists test_slowdown;`);
}
