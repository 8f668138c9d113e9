/**
 * Staff comments on interviews (the interview page's comments panel): about one interview in six with a low score,
 * and one in forty of the others, gets one or two notes from a staff member of its universe, in that person's
 * language, a few hours to days after the answer, never after the seed's last day (or now, seeding up to today).
 * Deterministic from the seed and that day.
 */
import type pg from 'pg';
import { addDays } from '../../core/dates';
import { createRandom } from './random';

const NOTES: Record<string, string[]> = {
  en: ['Discussed with the team at the morning meeting.', 'Good feedback, shared with the staff.', 'Followed up with the customer by phone.', 'Same issue as last week; we are looking into it.', 'Thanks passed on to the employee.'],
  sv: ['Tog upp det med gruppen på morgonmötet.', 'Bra återkoppling, delad med personalen.', 'Följde upp med kunden per telefon.', 'Samma problem som förra veckan, vi tittar på det.', 'Berömmet vidarebefordrat till medarbetaren.'],
  nb: ['Tok det opp med teamet på morgenmøtet.', 'God tilbakemelding, delt med de ansatte.', 'Fulgte opp kunden på telefon.', 'Samme problem som forrige uke, vi ser på det.'],
  da: ['Drøftet med holdet på morgenmødet.', 'God feedback, delt med personalet.', 'Fulgte op med kunden telefonisk.', 'Samme problem som sidste uge, vi kigger på det.'],
  fi: ['Käsitelty tiimin kanssa aamupalaverissa.', 'Hyvä palaute, jaettu henkilökunnalle.', 'Soitin asiakkaalle ja kävimme asian läpi.', 'Sama ongelma kuin viime viikolla, selvitämme asiaa.'],
};

export async function seedInterviewComments(client: pg.ClientBase, seed: number, today?: string): Promise<void> {
  const rnd = createRandom(seed + 6);
  const latest = today ? Date.parse(`${addDays(today, 1)}T00:00:00Z`) - 1000 : Date.now();
  const { rows: staff } = await client.query<{ id: number; universe_id: number; locale: string }>(
    `select u.id, m.universe_id, u.locale from app_user u join universe_member m on m.user_id = u.id where u.password_hash is null order by u.id`,
  );
  const { rows: interviews } = await client.query<{ id: number; universe_id: number; responded_at: Date; low: boolean }>(
    `select i.id, i.universe_id, i.responded_at, coalesce(a.num_value <= 6, false) as low
       from interview i left join answer a on a.interview_id = i.id and a.question = 'nps'
      order by i.id`,
  );
  const c = { universe: [] as number[], interview: [] as number[], user: [] as number[], message: [] as string[], at: [] as string[] };
  for (const iv of interviews) {
    if (rnd.next() >= (iv.low ? 1 / 6 : 1 / 40)) continue;
    const people = staff.filter((s) => s.universe_id === iv.universe_id);
    if (!people.length) continue;
    let at = iv.responded_at.getTime();
    for (let k = rnd.int(1, 2); k > 0; k--) {
      const who = rnd.pick(people);
      at += rnd.int(1, 72) * 3600_000;
      c.universe.push(iv.universe_id);
      c.interview.push(Number(iv.id));
      c.user.push(who.id);
      c.message.push(rnd.pick(NOTES[who.locale] ?? NOTES.en!));
      c.at.push(new Date(Math.min(at, latest)).toISOString());
    }
  }
  await client.query(
    `insert into interview_comment (universe_id, interview_id, user_id, message, created_at)
     select u, i, w, m, t from unnest($1::int[], $2::bigint[], $3::int[], $4::text[], $5::timestamptz[]) as x(u, i, w, m, t)`,
    [c.universe, c.interview, c.user, c.message, c.at],
  );
}
