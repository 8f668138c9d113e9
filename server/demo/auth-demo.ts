import type pg from 'pg';
import { demoPasswordHash } from './demo-password-hashes';

/** The sign-in demo: users for every login state (spec 1 section 4). Printed in README.md. */
export const AUTH_DEMO_USERS = [
  { username: 'multi', password: 'sightline-multi', fullName: 'Maja Multi' },
  { username: 'newbie', password: 'sightline-newbie', fullName: 'Nils Newbie' },
] as const;

/** A second universe whose first load takes a while (login status 8 with a percentage). */
export const SLOW_UNIVERSE = { name: 'nordics', title: 'Sightline Demo Nordics', firstLoadSeconds: 12 };

async function userId(client: pg.ClientBase, username: string): Promise<number | null> {
  const { rows } = await client.query<{ id: number }>('select id from app_user where username = $1', [username]);
  return rows[0]?.id ?? null;
}

/**
 * Adds what the sign-in states need on top of the demo universe: Maja Multi in two universes (one of
 * them slow to load the first time), Nils Newbie in none (status 9), Adam Admin as the demo
 * universe's admin who may act as its users (status 7), Ulla User disabled in the second universe,
 * and a system message. Idempotent: parts that exist (the generator may create the users) are kept.
 */
export async function seedAuthDemo(client: pg.ClientBase): Promise<void> {
  await client.query('begin');
  try {
    for (const u of AUTH_DEMO_USERS) {
      if ((await userId(client, u.username)) !== null) continue;
      await client.query(`insert into app_user (username, email, full_name, password_hash, locale) values ($1, $2, $3, $4, 'en')`, [
        u.username,
        `${u.username}@sightline.local`,
        u.fullName,
        await demoPasswordHash(u.password),
      ]);
    }
    const demo = (await client.query<{ id: number }>(`select id from universe where name = 'demo'`)).rows[0];
    if (!demo) throw new Error('The demo universe must be seeded before the sign-in demo');

    await client.query(
      `insert into universe (name, title, first_load_seconds) values ($1, $2, $3)
       on conflict (name) do update set first_load_seconds = excluded.first_load_seconds`,
      [SLOW_UNIVERSE.name, SLOW_UNIVERSE.title, SLOW_UNIVERSE.firstLoadSeconds],
    );
    const slowId = (await client.query<{ id: number }>('select id from universe where name = $1', [SLOW_UNIVERSE.name])).rows[0]!.id;
    await client.query(
      `insert into role (universe_id, name, title, is_admin, permissions) values ($1, 'analyst', 'Analyst', false, '["canseealldata"]') on conflict (universe_id, name) do nothing`,
      [slowId],
    );
    const analyst = (await client.query<{ id: number }>(`select id from role where universe_id = $1 and name = 'analyst'`, [slowId])).rows[0]!.id;
    await client.query(
      `insert into survey (universe_id, ext_name, title, config) values ($1, 'nps', 'Customer NPS', $2)
       on conflict (universe_id, ext_name) do nothing`,
      [
        slowId,
        JSON.stringify({
          views: [{ extName: 'markets', title: { en: 'Markets', sv: 'Marknader' }, startPath: 'all' }],
          pages: [{ extname: 'start', title: { en: 'Overview', sv: 'Översikt' }, icon: 'dashboard', components: [] }],
          startFilter: 'ftime=rmonths-12_0',
        }),
      ],
    );

    const demoRole = async (name: string) =>
      (await client.query<{ id: number }>('select id from role where universe_id = $1 and name = $2', [demo.id, name])).rows[0]?.id ?? null;
    const member = async (universeId: number, username: string, roleId: number | null, disabled = false) => {
      const id = await userId(client, username);
      if (id === null) return;
      await client.query(
        `insert into universe_member (universe_id, user_id, role_id, disabled) values ($1, $2, $3, $4) on conflict do nothing`,
        [universeId, id, roleId, disabled],
      );
    };
    await member(demo.id, 'multi', await demoRole('north'));
    await member(slowId, 'multi', analyst);
    await member(slowId, 'user', analyst, true);

    const admin = await userId(client, 'admin');
    if (admin !== null) {
      await client.query(`insert into universe_admin (universe_id, admin_user_id) values ($1, $2) on conflict do nothing`, [demo.id, admin]);
    }

    const { rowCount } = await client.query('select 1 from system_message limit 1');
    if (!rowCount) {
      await client.query(
        `insert into system_message (text, texts, background_color, text_color, link, icon) values ($1, $2, '#fff4e5', '#4a2c00', $3, 'info')`,
        [
          'Welcome to the Sightline demo: all data here is generated.',
          JSON.stringify({
            en: 'Welcome to the Sightline demo: all data here is generated.',
            sv: 'Välkommen till Sightlines demo: all data här är genererad.',
            da: 'Velkommen til Sightlines demo: alle data her er genererede.',
            nb: 'Velkommen til Sightlines demo: alle data her er generert.',
            fi: 'Tervetuloa Sightlinen demoon: kaikki tiedot ovat tuotettuja.',
          }),
          'https://github.com/',
        ],
      );
    }
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  }
}
