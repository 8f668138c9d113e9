import type { Messages } from '../../engine/index.tsx';

export const rankingTableMessages: Messages<'label' | 'total' | 'details' | 'target0' | 'target1' | 'target2' | 'target3' | 'empty' | 'openAll' | 'shown'> = {
  en: { label: 'Ranking', total: 'Total', details: 'Details: {column}', target0: 'far below goal', target1: 'below goal', target2: 'close to goal', target3: 'goal met', empty: 'Nothing to rank in this selection.', openAll: 'Open the whole ranking', shown: '{shown} of {total} rows' },
  sv: { label: 'Rankning', total: 'Totalt', details: 'Detaljer: {column}', target0: 'långt under målet', target1: 'under målet', target2: 'nära målet', target3: 'målet nått', empty: 'Inget att rangordna i det här urvalet.', openAll: 'Öppna hela rankningen', shown: '{shown} av {total} rader' },
  da: { label: 'Rangering', total: 'I alt', details: 'Detaljer: {column}', target0: 'langt under målet', target1: 'under målet', target2: 'tæt på målet', target3: 'målet nået', empty: 'Intet at rangere i dette udvalg.', openAll: 'Åbn hele rangeringen', shown: '{shown} af {total} rækker' },
  nb: { label: 'Rangering', total: 'Totalt', details: 'Detaljer: {column}', target0: 'langt under målet', target1: 'under målet', target2: 'nær målet', target3: 'målet nådd', empty: 'Ingenting å rangere i dette utvalget.', openAll: 'Åpne hele rangeringen', shown: '{shown} av {total} rader' },
  fi: { label: 'Ranking', total: 'Yhteensä', details: 'Tiedot: {column}', target0: 'selvästi alle tavoitteen', target1: 'alle tavoitteen', target2: 'lähellä tavoitetta', target3: 'tavoite saavutettu', empty: 'Tässä valinnassa ei ole mitään järjestettävää.', openAll: 'Avaa koko ranking', shown: '{shown} / {total} riviä' },
};
