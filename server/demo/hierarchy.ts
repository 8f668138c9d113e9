/**
 * The demo's unit hierarchies (country, region, store or team, employee), one tree per survey. Leaves get an
 * employee name; `leafTarget` scales the number of leaves (the benchmark asks for 500 units).
 */
import type { Random } from './random';
import type { Lang } from './phrases';

export interface UnitNode {
  ext: string;
  name: string;
  children: UnitNode[];
  /** Language of the comments written about this unit (from its country). */
  lang: Lang;
}

const FIRST_NAMES: Record<Lang, string[]> = {
  sv: ['Anna', 'Erik', 'Sara', 'Johan', 'Maria', 'Lars', 'Emma', 'Karl', 'Elin', 'Oskar', 'Linnea', 'Anders', 'Frida', 'Nils', 'Ida', 'Per'],
  nb: ['Ingrid', 'Ole', 'Kari', 'Lars', 'Silje', 'Henrik', 'Marte', 'Jonas', 'Nora', 'Eirik', 'Hanne', 'Sindre'],
  da: ['Mette', 'Søren', 'Camilla', 'Mads', 'Louise', 'Rasmus', 'Signe', 'Frederik', 'Anne', 'Mikkel', 'Julie', 'Jesper'],
  fi: ['Aino', 'Mikko', 'Laura', 'Juha', 'Emilia', 'Antti', 'Sanna', 'Ville', 'Elina', 'Timo', 'Kaisa', 'Jussi'],
  en: ['Olivia', 'James', 'Amelia', 'Harry', 'Sophie', 'Jack', 'Grace', 'Oliver', 'Chloe', 'George', 'Lucy', 'Thomas'],
};
const LAST_INITIALS = 'ABCDEFGHIJKLMNOPRSTUVW';

export function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/g, 'o')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '');
}

interface Country {
  ext: string;
  name: string;
  lang: Lang;
  groups: { ext: string; name: string; sites: string[] }[];
}

function country(ext: string, name: string, lang: Lang, groups: Country['groups']): Country {
  return { ext, name, lang, groups };
}

function group(ext: string, name: string, sites: string[]): Country['groups'][number] {
  return { ext, name, sites };
}

const RETAIL: Country[] = [
  country('se', 'Sverige', 'sv', [
    group('north', 'Norr', ['Luleå', 'Umeå', 'Sundsvall', 'Östersund', 'Skellefteå']),
    group('middle', 'Mitt', ['Stockholm City', 'Kungens Kurva', 'Barkarby', 'Uppsala', 'Västerås', 'Örebro']),
    group('west', 'Väst', ['Göteborg Bäckebol', 'Borås', 'Karlstad', 'Halmstad']),
    group('south', 'Syd', ['Malmö', 'Helsingborg', 'Lund', 'Kalmar', 'Jönköping']),
  ]),
  country('no', 'Norge', 'nb', [
    group('east', 'Østlandet', ['Oslo Furuset', 'Lørenskog', 'Drammen', 'Fredrikstad']),
    group('west', 'Vestlandet', ['Bergen', 'Stavanger', 'Haugesund']),
  ]),
  country('dk', 'Danmark', 'da', [
    group('zealand', 'Sjælland', ['København', 'Roskilde', 'Næstved']),
    group('jutland', 'Jylland', ['Aarhus', 'Aalborg', 'Odense', 'Esbjerg']),
  ]),
  country('fi', 'Suomi', 'fi', [
    group('south', 'Etelä-Suomi', ['Helsinki', 'Espoo', 'Vantaa', 'Turku']),
    group('north', 'Pohjois-Suomi', ['Oulu', 'Tampere', 'Jyväskylä']),
  ]),
];

const SERVICE: Country[] = RETAIL.map((c) => ({
  ...c,
  groups: [{ ext: 'cs', name: `Kundservice ${c.name}`, sites: ['Phone', 'Chat', 'E-mail'].map((s) => `${s} ${c.ext.toUpperCase()}`) }],
}));

const DELIVERY: Country[] = RETAIL.map((c) => ({
  ...c,
  groups: [{ ext: 'depots', name: `Depots ${c.name}`, sites: c.groups.slice(0, 3).map((g) => `${g.sites[0]} depot`) }],
}));

const B2B: Country[] = [
  country('fi', 'Finland', 'fi', [
    group('cleaning', 'Siivouspalvelut', ['Helsinki', 'Tampere', 'Turku']),
    group('property', 'Kiinteistöhuolto', ['Helsinki', 'Oulu']),
    group('catering', 'Ravintolapalvelut', ['Espoo', 'Vantaa']),
  ]),
  country('uk', 'United Kingdom', 'en', [
    group('cleaning', 'Cleaning', ['London', 'Manchester', 'Leeds']),
    group('security', 'Security', ['London', 'Birmingham']),
  ]),
];

export type TreeKind = 'retail' | 'service' | 'delivery' | 'b2b';
const TREES: Record<TreeKind, { root: string; countries: Country[]; leafWord: string }> = {
  retail: { root: 'Nordhem Living', countries: RETAIL, leafWord: '' },
  service: { root: 'Nordhem customer service', countries: SERVICE, leafWord: '' },
  delivery: { root: 'Nordhem home delivery', countries: DELIVERY, leafWord: '' },
  b2b: { root: 'Kestrel Facility Services', countries: B2B, leafWord: '' },
};

function countSites(countries: Country[]): { sites: number; inner: number } {
  const sites = countries.reduce((n, c) => n + c.groups.reduce((m, g) => m + g.sites.length, 0), 0);
  const inner = 1 + countries.length + countries.reduce((n, c) => n + c.groups.length, 0);
  return { sites, inner };
}

/**
 * Builds a tree with about `unitTarget` units in all: root, countries, regions, sites, and employees under each
 * site (at least two per site, sites varying in size).
 */
export function buildTree(kind: TreeKind, unitTarget: number, rnd: Random): UnitNode {
  const spec = TREES[kind];
  const { sites, inner } = countSites(spec.countries);
  const perSite = Math.max(2, (unitTarget - inner - sites) / sites);
  let remaining = Math.max(2 * sites, Math.round(unitTarget - inner - sites));
  let sitesLeft = sites;
  const root: UnitNode = { ext: 'all', name: spec.root, children: [], lang: 'en' };
  for (const c of spec.countries) {
    const country: UnitNode = { ext: c.ext, name: c.name, children: [], lang: c.lang };
    root.children.push(country);
    for (const g of c.groups) {
      const group: UnitNode = { ext: g.ext, name: g.name, children: [], lang: c.lang };
      country.children.push(group);
      const usedSite = new Set<string>();
      for (const site of g.sites) {
        let ext = slug(site);
        while (usedSite.has(ext)) ext += 'x';
        usedSite.add(ext);
        const s: UnitNode = { ext, name: site, children: [], lang: c.lang };
        group.children.push(s);
        sitesLeft--;
        const n = sitesLeft === 0 ? remaining : Math.max(2, Math.min(remaining - 2 * sitesLeft, Math.round(perSite * (0.6 + 0.8 * rnd.next()))));
        remaining -= n;
        const usedNames = new Set<string>();
        for (let i = 0; i < n; i++) {
          let name = '';
          do name = `${rnd.pick(FIRST_NAMES[c.lang])} ${LAST_INITIALS[rnd.int(0, LAST_INITIALS.length - 1)]}.`;
          while (usedNames.has(name) && usedNames.size < 200);
          usedNames.add(name);
          s.children.push({ ext: `${ext}-${String(i + 1).padStart(2, '0')}`, name, children: [], lang: c.lang });
        }
      }
    }
  }
  return root;
}

export function countUnits(node: UnitNode): number {
  return 1 + node.children.reduce((n, c) => n + countUnits(c), 0);
}
