/** The words the report files themselves carry (column headers, titles, notes), in the requester's locale. */
import { localize } from '../../core/metrics/variables';

const LABELS = {
  ranking: { en: 'Ranking', sv: 'Rankning', nb: 'Rangering', da: 'Rangering', fi: 'Ranking' },
  interviews: { en: 'Interviews', sv: 'Intervjuer', nb: 'Intervjuer', da: 'Interviews', fi: 'Haastattelut' },
  alerts: { en: 'Alerts', sv: 'Larm', nb: 'Varsler', da: 'Alarmer', fi: 'Hälytykset' },
  actions: { en: 'Actions', sv: 'Åtgärder', nb: 'Tiltak', da: 'Handlinger', fi: 'Toimenpiteet' },
  indicators: { en: 'Indicators', sv: 'Indikatorer', nb: 'Indikatorer', da: 'Indikatorer', fi: 'Indikaattorit' },
  samples: { en: 'Samples', sv: 'Urval', nb: 'Utvalg', da: 'Udvalg', fi: 'Otokset' },
  benchmark: { en: 'Benchmark', sv: 'Benchmark', nb: 'Benchmark', da: 'Benchmark', fi: 'Vertailu' },
  interview: { en: 'Interview', sv: 'Intervju', nb: 'Intervju', da: 'Interview', fi: 'Haastattelu' },
  id: { en: 'Id', sv: 'Id', nb: 'Id', da: 'Id', fi: 'Tunnus' },
  interviewId: { en: 'Interview id', sv: 'Intervju-id', nb: 'Intervju-id', da: 'Interview-id', fi: 'Haastattelun tunnus' },
  sampleId: { en: 'Sample id', sv: 'Urvals-id', nb: 'Utvalgs-id', da: 'Udvalgs-id', fi: 'Otoksen tunnus' },
  alertId: { en: 'Alert id', sv: 'Larm-id', nb: 'Varsel-id', da: 'Alarm-id', fi: 'Hälytyksen tunnus' },
  date: { en: 'Date', sv: 'Datum', nb: 'Dato', da: 'Dato', fi: 'Päivämäärä' },
  eventDate: { en: 'Event date', sv: 'Händelsedatum', nb: 'Hendelsesdato', da: 'Hændelsesdato', fi: 'Tapahtumapäivä' },
  unit: { en: 'Unit', sv: 'Enhet', nb: 'Enhet', da: 'Enhed', fi: 'Yksikkö' },
  path: { en: 'Drill path', sv: 'Sökväg', nb: 'Sti', da: 'Sti', fi: 'Polku' },
  completed: { en: 'Completed', sv: 'Slutförd', nb: 'Fullført', da: 'Gennemført', fi: 'Valmis' },
  yes: { en: 'Yes', sv: 'Ja', nb: 'Ja', da: 'Ja', fi: 'Kyllä' },
  no: { en: 'No', sv: 'Nej', nb: 'Nei', da: 'Nej', fi: 'Ei' },
  state: { en: 'State', sv: 'Status', nb: 'Status', da: 'Status', fi: 'Tila' },
  created: { en: 'Created', sv: 'Skapad', nb: 'Opprettet', da: 'Oprettet', fi: 'Luotu' },
  closed: { en: 'Closed', sv: 'Stängd', nb: 'Lukket', da: 'Lukket', fi: 'Suljettu' },
  latestComment: { en: 'Latest comment', sv: 'Senaste kommentar', nb: 'Siste kommentar', da: 'Seneste kommentar', fi: 'Viimeisin kommentti' },
  total: { en: 'Total', sv: 'Totalt', nb: 'Totalt', da: 'I alt', fi: 'Yhteensä' },
  action: { en: 'Action', sv: 'Åtgärd', nb: 'Tiltak', da: 'Handling', fi: 'Toimenpide' },
  responsible: { en: 'Responsible', sv: 'Ansvarig', nb: 'Ansvarlig', da: 'Ansvarlig', fi: 'Vastuuhenkilö' },
  dueDate: { en: 'Due date', sv: 'Förfallodatum', nb: 'Frist', da: 'Frist', fi: 'Määräpäivä' },
  noActions: {
    en: 'No actions: this survey has no action data yet.',
    sv: 'Inga åtgärder: undersökningen har inga åtgärdsdata ännu.',
    nb: 'Ingen tiltak: undersøkelsen har ingen tiltaksdata ennå.',
    da: 'Ingen handlinger: undersøgelsen har ingen handlingsdata endnu.',
    fi: 'Ei toimenpiteitä: kyselyllä ei ole vielä toimenpidetietoja.',
  },
  noRows: { en: 'Nothing in this selection.', sv: 'Inget i detta urval.', nb: 'Ingenting i dette utvalget.', da: 'Intet i dette udvalg.', fi: 'Tässä valinnassa ei ole mitään.' },
  truncated: {
    en: 'Only the first {n} rows are included; narrow the selection for the rest.',
    sv: 'Endast de första {n} raderna ingår; begränsa urvalet för resten.',
    nb: 'Bare de første {n} radene er med; begrens utvalget for resten.',
    da: 'Kun de første {n} rækker er med; indsnævr udvalget for resten.',
    fi: 'Mukana ovat vain ensimmäiset {n} riviä; rajaa valintaa nähdäksesi loput.',
  },
  stateOpen: { en: 'Open', sv: 'Öppen', nb: 'Åpen', da: 'Åben', fi: 'Avoin' },
  stateProcessing: { en: 'Processing', sv: 'Under behandling', nb: 'Under behandling', da: 'Under behandling', fi: 'Käsittelyssä' },
  stateClosed: { en: 'Closed', sv: 'Stängd', nb: 'Lukket', da: 'Lukket', fi: 'Suljettu' },
  sampleCompleted: { en: 'Completed', sv: 'Besvarad', nb: 'Besvart', da: 'Besvaret', fi: 'Vastattu' },
  sampleNew: { en: 'New', sv: 'Ny', nb: 'Ny', da: 'Ny', fi: 'Uusi' },
  sampleApproved: { en: 'Approved', sv: 'Godkänd', nb: 'Godkjent', da: 'Godkendt', fi: 'Hyväksytty' },
  sampleUnapproved: { en: 'Unapproved', sv: 'Ej godkänd', nb: 'Ikke godkjent', da: 'Ikke godkendt', fi: 'Hylätty' },
  sampleCancelled: { en: 'Cancelled', sv: 'Avbruten', nb: 'Avbrutt', da: 'Annulleret', fi: 'Peruttu' },
  answers: { en: 'Answers', sv: 'Svar', nb: 'Svar', da: 'Svar', fi: 'Vastaukset' },
  background: { en: 'Background', sv: 'Bakgrund', nb: 'Bakgrunn', da: 'Baggrund', fi: 'Taustatiedot' },
  comments: { en: 'Comments', sv: 'Kommentarer', nb: 'Kommentarer', da: 'Kommentarer', fi: 'Kommentit' },
  noComments: { en: 'No comments.', sv: 'Inga kommentarer.', nb: 'Ingen kommentarer.', da: 'Ingen kommentarer.', fi: 'Ei kommentteja.' },
  period: { en: 'Period', sv: 'Period', nb: 'Periode', da: 'Periode', fi: 'Jakso' },
  noData: { en: 'no data', sv: 'inga data', nb: 'ingen data', da: 'ingen data', fi: 'ei tietoja' },
} satisfies Record<string, Record<'en' | 'sv' | 'nb' | 'da' | 'fi', string>>;

export type LabelKey = keyof typeof LABELS;

export function label(locale: string, key: LabelKey, values: Record<string, string | number> = {}): string {
  return localize(LABELS[key], locale).replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? ''));
}

const ALERT_STATES: Record<number, LabelKey> = { 2: 'stateOpen', 6: 'stateProcessing', 3: 'stateClosed' };
const SAMPLE_STATES: Record<number, LabelKey> = { 0: 'sampleCompleted', 1: 'sampleNew', 2: 'sampleApproved', 3: 'sampleUnapproved', 4: 'sampleCancelled' };

export function alertStateText(locale: string, state: number): string {
  const key = ALERT_STATES[state];
  return key ? label(locale, key) : String(state);
}

export function sampleStateText(locale: string, state: number): string {
  const key = SAMPLE_STATES[state];
  return key ? label(locale, key) : String(state);
}
