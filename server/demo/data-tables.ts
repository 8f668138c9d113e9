/**
 * Demo rows of the store-visit survey's data table `campaignPlan` (page `registers`, server/demo/surveys/storevisit.yaml):
 * a campaign plan of the chain's stores, enough rows for three pages.
 */
import type pg from 'pg';

const PLAN: { campaign: string; store: string; startDate: string; budget: number; approved: boolean }[] = [
  { campaign: 'Spring kitchen week', store: 'Luleå', startDate: '2026-03-02', budget: 12000, approved: true },
  { campaign: 'Spring kitchen week', store: 'Umeå', startDate: '2026-03-02', budget: 10000, approved: true },
  { campaign: 'Garden furniture', store: 'Sundsvall', startDate: '2026-04-13', budget: 15000, approved: true },
  { campaign: 'Garden furniture', store: 'Malmö', startDate: '2026-04-13', budget: 22000, approved: false },
  { campaign: 'Textile days', store: 'Göteborg', startDate: '2026-05-04', budget: 8000, approved: true },
  { campaign: 'Textile days', store: 'Oslo', startDate: '2026-05-04', budget: 9000, approved: false },
  { campaign: 'Summer lights', store: 'Bergen', startDate: '2026-06-01', budget: 6000, approved: true },
  { campaign: 'Summer lights', store: 'Aarhus', startDate: '2026-06-01', budget: 6500, approved: true },
  { campaign: 'Back to school', store: 'Helsinki', startDate: '2026-08-10', budget: 11000, approved: false },
  { campaign: 'Back to school', store: 'Tampere', startDate: '2026-08-10', budget: 7000, approved: false },
  { campaign: 'Autumn sofas', store: 'København', startDate: '2026-09-14', budget: 18000, approved: true },
  { campaign: 'Autumn sofas', store: 'Stockholm', startDate: '2026-09-14', budget: 25000, approved: true },
];

export async function seedDemoDataTables(client: pg.ClientBase, opts: { universeId: number; surveyId: number; authorId: number }): Promise<void> {
  for (const row of PLAN) {
    await client.query(`insert into data_table_row (universe_id, survey_id, table_id, cells, updated_by) values ($1, $2, 'campaignPlan', $3, $4)`, [opts.universeId, opts.surveyId, row, opts.authorId]);
  }
}
