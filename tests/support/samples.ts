import { asOwner } from './db';

/** Where a test's samples go: the survey's universe, the survey and a unit. */
export interface SamplePlace {
  universeId: number;
  surveyId: number;
  unitId: number;
}

/** Inserts a sample with the contact given, dated 2026-11-01 (a fixed day, inside the demo data's range); answers its id. */
export async function insertSample(adminUrl: string, place: SamplePlace, state: number, contact: Record<string, string>): Promise<number> {
  return asOwner(adminUrl, async (c) => {
    const { rows } = await c.query(`insert into sample (universe_id, survey_id, unit_id, state, event_date, contact) values ($1, $2, $3, $4, '2026-11-01', $5) returning id`, [
      place.universeId,
      place.surveyId,
      place.unitId,
      state,
      JSON.stringify(contact),
    ]);
    return Number(rows[0].id);
  });
}
