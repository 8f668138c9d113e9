/** The ranking screen shows the survey's `default` ranking configuration (rankings in the survey YAML). */
export const RANKING_CONFIG = 'default';
