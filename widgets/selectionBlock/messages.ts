import type { Messages } from '../../engine/index.tsx';

export const selectionMessages: Messages<'selectedData' | 'period'> = {
  en: { selectedData: 'Selected data', period: 'Period' },
  sv: { selectedData: 'Valda data', period: 'Period' },
  da: { selectedData: 'Valgte data', period: 'Periode' },
  nb: { selectedData: 'Valgte data', period: 'Periode' },
  fi: { selectedData: 'Valitut tiedot', period: 'Jakso' },
};
