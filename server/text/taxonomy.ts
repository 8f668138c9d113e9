/**
 * Comment categories: a taxonomy is a list of categories, each with titles per locale and terms per language. A term
 * is a word (matched on its stem with the language's stemmer, so "waited" finds "wait"), a phrase of words (matched
 * stem by stem in a row) or a prefix ending in `*` (matched on the lower-cased word, so "personal*" finds
 * "personalen"). A survey's YAML can give its own taxonomy in this shape; DEFAULT_TAXONOMY is the retail/service one
 * of the demo.
 */
import type { TextLanguage } from './languages';

export interface TaxonomyCategory {
  id: string;
  title: Partial<Record<TextLanguage | 'en', string>>;
  terms: Partial<Record<TextLanguage, string[]>>;
}
export interface Taxonomy {
  categories: TaxonomyCategory[];
}

export const DEFAULT_TAXONOMY: Taxonomy = {
  categories: [
    {
      id: 'staff',
      title: { en: 'Staff', sv: 'Personal', da: 'Personale', no: 'Personale', fi: 'Henkilökunta' },
      terms: {
        en: ['staff*', 'employee*', 'personnel', 'cashier*', 'assistant*', 'colleague*', 'waiter*', 'waitress*', 'manager*', 'driver*', 'crew*', 'nurse*', 'receptionist*', 'team'],
        sv: ['personal*', 'anställd*', 'expedit*', 'kassörsk*', 'kassör*', 'säljare*', 'servitör*', 'chef*', 'medarbetar*', 'föraren', 'chauffören'],
        da: ['personale*', 'ansat*', 'ekspedient*', 'kassedam*', 'sælger*', 'tjener*', 'medarbejder*', 'chauffør*'],
        no: ['personal*', 'ansatt*', 'ekspeditør*', 'betjening*', 'selger*', 'servitør*', 'medarbeider*', 'sjåfør*'],
        fi: ['henkilökun*', 'henkilöstö*', 'työntekijä*', 'myyjä*', 'tarjoilija*', 'kuljettaj*', 'hoitaj*', 'esimie*'],
      },
    },
    {
      id: 'service',
      title: { en: 'Service & friendliness', sv: 'Service och bemötande', da: 'Service og venlighed', no: 'Service og vennlighet', fi: 'Palvelu ja ystävällisyys' },
      terms: {
        en: ['service', 'friendly', 'friendli*', 'unfriendly', 'helpful*', 'unhelpful', 'polite*', 'impolite', 'rude*', 'kind', 'kindness', 'courteous*', 'welcom*', 'attitude*', 'caring', 'respect*'],
        sv: ['service*', 'bemötande*', 'bemött', 'vänlig*', 'trevlig*', 'otrevlig*', 'hjälpsam*', 'oförskämd*', 'sur', 'sura', 'snäll*', 'tillmötesgående', 'hälsade', 'attityd*'],
        da: ['service*', 'venlig*', 'uvenlig*', 'imødekommende', 'hjælpsom*', 'flink*', 'sød', 'søde', 'høflig*', 'uhøflig*', 'sur', 'sure', 'betjening*', 'attitude*'],
        no: ['service*', 'vennlig*', 'uvennlig*', 'imøtekommende', 'hjelpsom*', 'hyggelig*', 'uhøflig*', 'høflig*', 'blid*', 'sur', 'sure', 'grinete', 'holdning*'],
        fi: ['palvelu*', 'ystävällis*', 'epäystävällis*', 'avulia*', 'kohtelia*', 'tyly*', 'töykeä*', 'asiakaspalvelu*', 'mukava*', 'asenne*', 'asentee*'],
      },
    },
    {
      id: 'waiting',
      title: { en: 'Waiting time & queues', sv: 'Väntetid och kö', da: 'Ventetid og kø', no: 'Ventetid og kø', fi: 'Odotusaika ja jonot' },
      terms: {
        en: ['wait', 'queue*', 'delay*', 'slow*', 'quick*', 'prompt*', 'fast', 'late', 'lateness', 'hour*', 'minute*', 'on time', 'took ages', 'waiting time'],
        sv: ['vänt*', 'kö', 'kön', 'köer*', 'köa*', 'köade', 'försen*', 'långsam*', 'snabb*', 'sen', 'sent', 'timm*', 'minut*', 'dröj*', 'väntetid*'],
        da: ['vent*', 'kø', 'køen', 'køer*', 'forsink*', 'langsom*', 'hurtig*', 'sent', 'sen', 'time', 'timer', 'minut*', 'ventetid*'],
        no: ['vent*', 'kø', 'køen', 'køer*', 'forsink*', 'treg*', 'sakte', 'rask*', 'kjapp*', 'sent', 'sen', 'time', 'timer', 'minutt*', 'ventetid*'],
        fi: ['odot*', 'jono*', 'viiv*', 'hidas*', 'hitaa*', 'nopea*', 'nopee*', 'myöhäs*', 'myöhä*', 'tunni*', 'tunti*', 'minuut*', 'jonotu*'],
      },
    },
    {
      id: 'price',
      title: { en: 'Price & value', sv: 'Pris och värde', da: 'Pris og værdi', no: 'Pris og verdi', fi: 'Hinta ja vastine' },
      terms: {
        en: ['price*', 'pricing', 'cost*', 'expensive', 'cheap*', 'value', 'money', 'afford*', 'overpriced', 'discount*', 'offer*', 'bargain*', 'pay', 'paid'],
        sv: ['pris*', 'dyr*', 'billig*', 'kostn*', 'kosta*', 'prisvärd*', 'pengar*', 'rabatt*', 'erbjudand*', 'rea', 'överpris*', 'betala*'],
        da: ['pris*', 'dyr*', 'billig*', 'omkostning*', 'koste*', 'penge*', 'rabat*', 'tilbud*', 'udsalg*', 'betal*'],
        no: ['pris*', 'dyr*', 'billig*', 'kostnad*', 'koste*', 'penger*', 'rabatt*', 'tilbud*', 'salg', 'betal*'],
        fi: ['hint*', 'kallis*', 'kallii*', 'halpa*', 'halva*', 'edullis*', 'maksa*', 'raha*', 'alennu*', 'tarjou*', 'kustannu*'],
      },
    },
    {
      id: 'product',
      title: { en: 'Products & quality', sv: 'Produkter och kvalitet', da: 'Produkter og kvalitet', no: 'Produkter og kvalitet', fi: 'Tuotteet ja laatu' },
      terms: {
        en: ['product*', 'quality', 'item*', 'fresh*', 'broken', 'faulty', 'damaged', 'food', 'meal*', 'taste*', 'brand*'],
        sv: ['produkt*', 'kvalitet*', 'varan*', 'varor*', 'färsk*', 'trasig*', 'sönder', 'mat', 'maten', 'smak*', 'märke*'],
        da: ['produkt*', 'kvalitet*', 'varen*', 'varer*', 'frisk*', 'itu', 'ødelagt*', 'defekt*', 'mad', 'maden', 'smag*', 'mærke*'],
        no: ['produkt*', 'kvalitet*', 'varen*', 'varer*', 'fersk*', 'ødelagt*', 'defekt*', 'mat', 'maten', 'smak*', 'merke*'],
        fi: ['tuot*', 'laatu*', 'laadu*', 'tavara*', 'tuore*', 'rikki', 'rikkinäi*', 'viallin*', 'ruoka*', 'ruoa*', 'ruua*', 'maku*', 'maistu*', 'merkki*'],
      },
    },
    {
      id: 'assortment',
      title: { en: 'Range & availability', sv: 'Sortiment och tillgång', da: 'Sortiment og udvalg', no: 'Sortiment og utvalg', fi: 'Valikoima ja saatavuus' },
      terms: {
        en: ['range', 'selection', 'choice*', 'stock*', 'sold out', 'out of stock', 'availab*', 'unavailab*', 'variety', 'shelves', 'shelf'],
        sv: ['sortiment*', 'utbud*', 'urval*', 'slut', 'slutsåld*', 'lager*', 'tillgång*', 'hyll*', 'fanns inte'],
        da: ['sortiment*', 'udvalg*', 'udsolgt*', 'lager*', 'hylde*', 'tilgængelig*'],
        no: ['sortiment*', 'utvalg*', 'utsolgt*', 'lager*', 'hylle*', 'tilgjengelig*'],
        fi: ['valikoim*', 'loppu*', 'varasto*', 'saatavuu*', 'saatavill*', 'hylly*', 'hyllyi*'],
      },
    },
    {
      id: 'cleanliness',
      title: { en: 'Cleanliness & premises', sv: 'Renlighet och lokaler', da: 'Renlighed og lokaler', no: 'Renhold og lokaler', fi: 'Siisteys ja tilat' },
      terms: {
        en: ['clean*', 'dirty', 'dirt*', 'tidy', 'untidy', 'messy', 'mess', 'smell*', 'toilet*', 'premises', 'store layout', 'hygien*'],
        sv: ['ren', 'rent', 'rena', 'städ*', 'smuts*', 'skitig*', 'stökig*', 'rörig*', 'lukt*', 'toalett*', 'lokal*', 'hygien*'],
        da: ['ren', 'rent', 'rene', 'rengør*', 'beskidt*', 'snavs*', 'rodet*', 'lugt*', 'toilet*', 'lokale*', 'hygiejn*'],
        no: ['ren', 'rent', 'rene', 'renhold*', 'skitn*', 'møkkete', 'rotete', 'lukt*', 'toalett*', 'lokale*', 'hygien*'],
        fi: ['siist*', 'puhta*', 'puhdas*', 'likai*', 'lika*', 'sotku*', 'haju*', 'haise*', 'vessa*', 'wc', 'tilat', 'tilo*', 'hygien*'],
      },
    },
    {
      id: 'checkout',
      title: { en: 'Checkout & payment', sv: 'Kassa och betalning', da: 'Kasse og betaling', no: 'Kasse og betaling', fi: 'Kassa ja maksaminen' },
      terms: {
        en: ['checkout*', 'tills', 'self-checkout*', 'self checkout', 'payment*', 'card*', 'receipt*', 'refund*', 'return*'],
        sv: ['kassa*', 'kassor*', 'självscann*', 'betalning*', 'kortet', 'kortbetal*', 'kvitto*', 'återbetal*', 'retur*', 'swish*'],
        da: ['kasse*', 'selvbetjening*', 'betaling*', 'kortet', 'kortbetal*', 'kvittering*', 'refusion*', 'retur*', 'bytte*', 'mobilepay'],
        no: ['kasse*', 'selvbetjening*', 'betaling*', 'kortet', 'kortbetal*', 'kvittering*', 'refusjon*', 'retur*', 'bytte*', 'vipps'],
        fi: ['kassa*', 'itsepalvelukassa*', 'maksu*', 'kortti*', 'korti*', 'kuitti*', 'kuiti*', 'palautu*', 'palautt*', 'hyvity*'],
      },
    },
    {
      id: 'opening-hours',
      title: { en: 'Opening hours & access', sv: 'Öppettider och tillgänglighet', da: 'Åbningstider og adgang', no: 'Åpningstider og tilgang', fi: 'Aukioloajat ja saavutettavuus' },
      terms: {
        en: ['opening hour*', 'open*', 'closed', 'closing', 'parking', 'park', 'location', 'access*', 'entrance*', 'appointment*', 'booking*', 'book'],
        sv: ['öppet*', 'öppettid*', 'stäng*', 'parkering*', 'läge*', 'tillgänglig*', 'ingång*', 'tidsbokning*', 'bokning*', 'boka*'],
        da: ['åbent', 'åbningstid*', 'lukket', 'lukke*', 'parkering*', 'beliggenhed*', 'indgang*', 'tidsbestilling*', 'booking*', 'bestil*'],
        no: ['åpent', 'åpningstid*', 'stengt', 'steng*', 'parkering*', 'beliggenhet*', 'inngang*', 'timebestilling*', 'booking*', 'bestill*'],
        fi: ['auki', 'aukiolo*', 'suljet*', 'kiinni', 'pysäköin*', 'parkki*', 'sijain*', 'sisään*', 'ajanvarau*', 'varau*'],
      },
    },
    {
      id: 'communication',
      title: { en: 'Information & communication', sv: 'Information och kommunikation', da: 'Information og kommunikation', no: 'Informasjon og kommunikasjon', fi: 'Tiedotus ja viestintä' },
      terms: {
        en: ['inform*', 'communicat*', 'explain*', 'explanation*', 'told', 'tell', 'call*', 'phone*', 'email*', 'answer*', 'listen*', 'advice', 'advis*'],
        sv: ['information*', 'inform*', 'kommunik*', 'förklar*', 'berätta*', 'ring*', 'telefon*', 'mejl*', 'mail*', 'svar*', 'lyssna*', 'råd'],
        da: ['information*', 'inform*', 'kommunik*', 'forklar*', 'fortal*', 'ring*', 'telefon*', 'mail*', 'svar*', 'lyt*', 'råd'],
        no: ['informasjon*', 'inform*', 'kommunik*', 'forklar*', 'fortal*', 'ring*', 'telefon*', 'e-post*', 'svar*', 'lytt*', 'råd'],
        fi: ['tiedo*', 'tieto*', 'viestin*', 'selit*', 'kerto*', 'kerro*', 'soit*', 'puhelin*', 'sähköpost*', 'vastau*', 'vastas*', 'kuunte*', 'neuvo*'],
      },
    },
    {
      id: 'digital',
      title: { en: 'Website, app & delivery', sv: 'Webb, app och leverans', da: 'Web, app og levering', no: 'Nett, app og levering', fi: 'Verkko, sovellus ja toimitus' },
      terms: {
        en: ['website*', 'web', 'online', 'app', 'apps', 'order*', 'deliver*', 'parcel*', 'package*', 'shipping', 'login', 'log in'],
        sv: ['webb*', 'hemsida*', 'nätet', 'online', 'app', 'appen', 'appar*', 'beställ*', 'leverans*', 'levere*', 'paket*', 'frakt*', 'inlogg*'],
        da: ['hjemmeside*', 'web*', 'nettet', 'online', 'app', 'appen', 'appar*', 'bestil*', 'levering*', 'pakke*', 'fragt*', 'login'],
        no: ['nettside*', 'nettsted*', 'nettet', 'online', 'app', 'appen', 'appar*', 'bestill*', 'levering*', 'pakke*', 'frakt*', 'innlogg*'],
        fi: ['verkkosivu*', 'nettisivu*', 'verkko*', 'netti*', 'sovellu*', 'äppi*', 'tilau*', 'tilas*', 'toimitu*', 'toimite*', 'paketti*', 'paketi*', 'kirjau*'],
      },
    },
  ],
};
