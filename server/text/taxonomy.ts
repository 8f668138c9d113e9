/**
 * Replaced by the s9-textengine branch at merge: the smallest honest taxonomy with the agreed interface (issue 14),
 * so the storage, calls and feedback components run and test before the engine lands.
 */
import type { TextLanguage } from './analyse';

export interface TaxonomyCategory {
  id: string;
  title: Partial<Record<TextLanguage | 'en', string>>;
  terms: Partial<Record<TextLanguage, string[]>>;
}

export interface Taxonomy {
  categories: TaxonomyCategory[];
}

/** Retail/service categories for the demo; `terms` are words or stems (a trailing `*` means prefix) per language. */
export const DEFAULT_TAXONOMY: Taxonomy = {
  categories: [
    {
      id: 'staff',
      title: { en: 'Staff', sv: 'Personal', da: 'Personale', no: 'Personale', fi: 'Henkilökunta' },
      terms: {
        en: ['staff', 'service', 'employee*', 'friendly', 'helpful', 'rude'],
        sv: ['personal*', 'service', 'bemötande*', 'trevlig*', 'hjälpsam*', 'otrevlig*'],
        da: ['personale*', 'service', 'venlig*', 'hjælpsom*', 'uvenlig*'],
        no: ['personal*', 'personale*', 'service', 'vennlig*', 'hjelpsom*', 'uvennlig*'],
        fi: ['henkilökun*', 'palvelu*', 'ystävälli*', 'myyjä*', 'epäkohteli*'],
      },
    },
    {
      id: 'waiting',
      title: { en: 'Waiting time', sv: 'Väntetid', da: 'Ventetid', no: 'Ventetid', fi: 'Odotusaika' },
      terms: {
        en: ['queue*', 'wait*', 'slow', 'quick*', 'fast'],
        sv: ['kö', 'kön', 'köer*', 'vänt*', 'långsam*', 'snabb*'],
        da: ['kø', 'køen', 'vent*', 'langsom*', 'hurtig*'],
        no: ['kø', 'køen', 'vent*', 'treg*', 'rask*'],
        fi: ['jono*', 'odot*', 'hida*', 'nopea*'],
      },
    },
  ],
};
