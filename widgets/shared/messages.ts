import type { Messages } from '../../engine/index.tsx';

/** Texts the chart widgets share. */
export const chartMessages: Messages<'export' | 'print' | 'null' | 'periods' | 'noData' | 'exportFailed' | 'development' | 'benchmark'> = {
  en: { export: 'Export chart', print: 'Print', null: 'Null', periods: 'Period', noData: 'No data for this selection.', exportFailed: 'The chart could not be exported.', development: 'Development', benchmark: 'Benchmark' },
  sv: { export: 'Exportera diagram', print: 'Skriv ut', null: 'Null', periods: 'Period', noData: 'Inga data för detta urval.', exportFailed: 'Diagrammet kunde inte exporteras.', development: 'Utveckling', benchmark: 'Jämförelse' },
  da: { export: 'Eksportér diagram', print: 'Udskriv', null: 'Null', periods: 'Periode', noData: 'Ingen data for dette udvalg.', exportFailed: 'Diagrammet kunne ikke eksporteres.', development: 'Udvikling', benchmark: 'Sammenligning' },
  nb: { export: 'Eksporter diagram', print: 'Skriv ut', null: 'Null', periods: 'Periode', noData: 'Ingen data for dette utvalget.', exportFailed: 'Diagrammet kunne ikke eksporteres.', development: 'Utvikling', benchmark: 'Sammenligning' },
  fi: { export: 'Vie kaavio', print: 'Tulosta', null: 'Null', periods: 'Jakso', noData: 'Ei tietoja tälle valinnalle.', exportFailed: 'Kaaviota ei voitu viedä.', development: 'Kehitys', benchmark: 'Vertailu' },
};

export const periodNames: Messages<'days' | 'weeks' | 'months' | 'quarters' | 'years'> = {
  en: { days: 'Days', weeks: 'Weeks', months: 'Months', quarters: 'Quarters', years: 'Years' },
  sv: { days: 'Dagar', weeks: 'Veckor', months: 'Månader', quarters: 'Kvartal', years: 'År' },
  da: { days: 'Dage', weeks: 'Uger', months: 'Måneder', quarters: 'Kvartaler', years: 'År' },
  nb: { days: 'Dager', weeks: 'Uker', months: 'Måneder', quarters: 'Kvartaler', years: 'År' },
  fi: { days: 'Päivät', weeks: 'Viikot', months: 'Kuukaudet', quarters: 'Neljännekset', years: 'Vuodet' },
};
