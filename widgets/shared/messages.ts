import type { Messages } from '../../engine/index.tsx';

/** Texts the chart widgets share. */
export const chartMessages: Messages<'export' | 'print' | 'null' | 'periods' | 'noData' | 'exportFailed' | 'development' | 'benchmark' | 'choice' | 'grouped' | 'delta' | 'priority' | 'effect'> = {
  en: { export: 'Export chart', print: 'Print', null: 'Null', periods: 'Period', noData: 'No data for this selection.', exportFailed: 'The chart could not be exported.', development: 'Development', benchmark: 'Benchmark', choice: 'Choices over time', grouped: 'Grouped', delta: 'Change', priority: 'Priorities', effect: 'Effects' },
  sv: { export: 'Exportera diagram', print: 'Skriv ut', null: 'Null', periods: 'Period', noData: 'Inga data för detta urval.', exportFailed: 'Diagrammet kunde inte exporteras.', development: 'Utveckling', benchmark: 'Jämförelse', choice: 'Svarsalternativ över tid', grouped: 'Grupperat', delta: 'Förändring', priority: 'Prioriteringar', effect: 'Effekter' },
  da: { export: 'Eksportér diagram', print: 'Udskriv', null: 'Null', periods: 'Periode', noData: 'Ingen data for dette udvalg.', exportFailed: 'Diagrammet kunne ikke eksporteres.', development: 'Udvikling', benchmark: 'Sammenligning', choice: 'Svarmuligheder over tid', grouped: 'Grupperet', delta: 'Ændring', priority: 'Prioriteringer', effect: 'Effekter' },
  nb: { export: 'Eksporter diagram', print: 'Skriv ut', null: 'Null', periods: 'Periode', noData: 'Ingen data for dette utvalget.', exportFailed: 'Diagrammet kunne ikke eksporteres.', development: 'Utvikling', benchmark: 'Sammenligning', choice: 'Svaralternativer over tid', grouped: 'Gruppert', delta: 'Endring', priority: 'Prioriteringer', effect: 'Effekter' },
  fi: { export: 'Vie kaavio', print: 'Tulosta', null: 'Null', periods: 'Jakso', noData: 'Ei tietoja tälle valinnalle.', exportFailed: 'Kaaviota ei voitu viedä.', development: 'Kehitys', benchmark: 'Vertailu', choice: 'Vastausvaihtoehdot ajan mittaan', grouped: 'Ryhmitelty', delta: 'Muutos', priority: 'Prioriteetit', effect: 'Vaikutukset' },
};

export const periodNames: Messages<'days' | 'weeks' | 'months' | 'quarters' | 'years'> = {
  en: { days: 'Days', weeks: 'Weeks', months: 'Months', quarters: 'Quarters', years: 'Years' },
  sv: { days: 'Dagar', weeks: 'Veckor', months: 'Månader', quarters: 'Kvartal', years: 'År' },
  da: { days: 'Dage', weeks: 'Uger', months: 'Måneder', quarters: 'Kvartaler', years: 'År' },
  nb: { days: 'Dager', weeks: 'Uker', months: 'Måneder', quarters: 'Kvartaler', years: 'År' },
  fi: { days: 'Päivät', weeks: 'Viikot', months: 'Kuukaudet', quarters: 'Neljännekset', years: 'Vuodet' },
};
