/**
 * The special survey `global` of spec 3: a user's question filters set there hold in every survey that asks the
 * same question. The users' settings and the analytics context both read it, so it lives apart from either.
 */
export const GLOBAL_SURVEY = 'global';
