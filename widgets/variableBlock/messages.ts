import type { Messages } from '../../engine/index.tsx';

export const variableMessages: Messages<'goal' | 'up' | 'down' | 'same' | 'openChart' | 'open' | 'chartOf'> = {
  en: { goal: 'Goal {goal}', up: 'up {diff}', down: 'down {diff}', same: 'unchanged {diff}', openChart: 'Show the chart of {title}', open: 'Open', chartOf: 'Development of {title}' },
  sv: { goal: 'Mål {goal}', up: 'upp {diff}', down: 'ned {diff}', same: 'oförändrat {diff}', openChart: 'Visa diagrammet för {title}', open: 'Öppna', chartOf: 'Utveckling av {title}' },
  da: { goal: 'Mål {goal}', up: 'op {diff}', down: 'ned {diff}', same: 'uændret {diff}', openChart: 'Vis diagrammet for {title}', open: 'Åbn', chartOf: 'Udvikling af {title}' },
  nb: { goal: 'Mål {goal}', up: 'opp {diff}', down: 'ned {diff}', same: 'uendret {diff}', openChart: 'Vis diagrammet for {title}', open: 'Åpne', chartOf: 'Utvikling av {title}' },
  fi: { goal: 'Tavoite {goal}', up: 'nousu {diff}', down: 'lasku {diff}', same: 'ennallaan {diff}', openChart: 'Näytä kaavio: {title}', open: 'Avaa', chartOf: 'Kehitys: {title}' },
};
