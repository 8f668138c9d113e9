import type { Messages } from '../../engine/index.tsx';

type Key = 'drivers' | 'loyalty' | 'question' | 'selection' | 'trend' | 'development' | 'goal' | 'status' | 'target0' | 'target1' | 'target2' | 'target3' | 'noGoal' | 'sections' | 'empty';

export const resultsMessages: Messages<Key> = {
  en: { drivers: 'Business drivers', loyalty: 'Satisfaction and loyalty', question: 'Question', selection: 'Selection', trend: 'Trend', development: 'Development', goal: 'Goal', status: 'Status', target0: 'Far below the goal', target1: 'Below the goal', target2: 'Close to the goal', target3: 'Goal reached', noGoal: 'No goal', sections: 'Result groups', empty: 'No results in this group.' },
  sv: { drivers: 'Drivkrafter', loyalty: 'Nöjdhet och lojalitet', question: 'Fråga', selection: 'Urval', trend: 'Trend', development: 'Utveckling', goal: 'Mål', status: 'Status', target0: 'Långt under målet', target1: 'Under målet', target2: 'Nära målet', target3: 'Målet nått', noGoal: 'Inget mål', sections: 'Resultatgrupper', empty: 'Inga resultat i gruppen.' },
  da: { drivers: 'Drivkræfter', loyalty: 'Tilfredshed og loyalitet', question: 'Spørgsmål', selection: 'Udvalg', trend: 'Trend', development: 'Udvikling', goal: 'Mål', status: 'Status', target0: 'Langt under målet', target1: 'Under målet', target2: 'Tæt på målet', target3: 'Målet nået', noGoal: 'Intet mål', sections: 'Resultatgrupper', empty: 'Ingen resultater i gruppen.' },
  nb: { drivers: 'Drivere', loyalty: 'Tilfredshet og lojalitet', question: 'Spørsmål', selection: 'Utvalg', trend: 'Trend', development: 'Utvikling', goal: 'Mål', status: 'Status', target0: 'Langt under målet', target1: 'Under målet', target2: 'Nær målet', target3: 'Målet nådd', noGoal: 'Intet mål', sections: 'Resultatgrupper', empty: 'Ingen resultater i gruppen.' },
  fi: { drivers: 'Ajurit', loyalty: 'Tyytyväisyys ja uskollisuus', question: 'Kysymys', selection: 'Valinta', trend: 'Trendi', development: 'Kehitys', goal: 'Tavoite', status: 'Tila', target0: 'Kaukana tavoitteesta', target1: 'Alle tavoitteen', target2: 'Lähellä tavoitetta', target3: 'Tavoite saavutettu', noGoal: 'Ei tavoitetta', sections: 'Tulosryhmät', empty: 'Ryhmässä ei ole tuloksia.' },
};
