/**
 * Italian vocabulary of the demo corpus (locale it): product names as Amazon.it lists them, title
 * phrasings of an Italian review blog, post and review prose, pros and cons.
 */
import type { LocaleVocab, TopicName } from './types';
import { capitalize as cap } from '../text';

const t = (sg: string, pl: string, g: 'm' | 'f', label: string, po = false): TopicName =>
  po ? { sg, pl, g, label, po } : { sg, pl, g, label };

// Italian articles depend on the next sound: 'lo/gli' before s+consonant, z, gn, ps, x, y;
// elision ("l'", "un'") before a vowel.
const VOWEL = /^[aeiouàèéìòùh]/i;
const S_IMPURE = /^(s[^aeiouàèéìòù]|z|gn|ps|x|y)/i;

function indefSg(word: string, g: 'm' | 'f'): string {
  if (g === 'f') return VOWEL.test(word) ? `un'${word}` : `una ${word}`;
  return S_IMPURE.test(word) ? `uno ${word}` : `un ${word}`;
}
function defSg(word: string, g: 'm' | 'f'): string {
  if (VOWEL.test(word)) return `l'${word}`;
  if (g === 'f') return `la ${word}`;
  return S_IMPURE.test(word) ? `lo ${word}` : `il ${word}`;
}
function defPl(word: string, g: 'm' | 'f'): string {
  if (g === 'f') return `le ${word}`;
  return VOWEL.test(word) || S_IMPURE.test(word) ? `gli ${word}` : `i ${word}`;
}
function partitive(word: string, g: 'm' | 'f'): string {
  if (g === 'f') return `delle ${word}`;
  return VOWEL.test(word) || S_IMPURE.test(word) ? `degli ${word}` : `dei ${word}`;
}

export const it: LocaleVocab = {
  topics: {
    headphones: t('cuffie Bluetooth', 'cuffie Bluetooth', 'f', 'Cuffie Bluetooth', true),
    smartwatch: t('smartwatch', 'smartwatch', 'm', 'Smartwatch'),
    'bluetooth-speaker': t('cassa Bluetooth', 'casse Bluetooth', 'f', 'Cassa Bluetooth'),
    laptop: t('notebook', 'notebook', 'm', 'Notebook'),
    'smart-tv': t('smart TV', 'smart TV', 'f', 'Smart TV'),
    'air-fryer': t('friggitrice ad aria', 'friggitrici ad aria', 'f', 'Friggitrice ad Aria'),
    'robot-vacuum': t('robot aspirapolvere', 'robot aspirapolvere', 'm', 'Robot Aspirapolvere'),
    'cordless-drill': t('trapano avvitatore', 'trapani avvitatori', 'm', 'Trapano Avvitatore a Batteria'),
    'espresso-machine': t('macchina da caffè espresso', 'macchine da caffè espresso', 'f', 'Macchina da Caffè Espresso'),
    'stick-vacuum': t('scopa elettrica', 'scope elettriche', 'f', 'Scopa Elettrica senza Fili'),
    'hair-dryer': t('asciugacapelli', 'asciugacapelli', 'm', 'Asciugacapelli'),
    'hair-straightener': t('piastra per capelli', 'piastre per capelli', 'f', 'Piastra per Capelli'),
    'electric-toothbrush': t('spazzolino elettrico', 'spazzolini elettrici', 'm', 'Spazzolino Elettrico'),
    sunscreen: t('crema solare viso', 'creme solari viso', 'f', 'Crema Solare Viso'),
    'blood-pressure-monitor': t('misuratore di pressione', 'misuratori di pressione', 'm', 'Misuratore di Pressione da Braccio'),
    sneakers: t('sneakers', 'sneakers', 'f', 'Sneakers', true),
    'laptop-backpack': t('zaino porta PC', 'zaini porta PC', 'm', 'Zaino Porta PC'),
    sunglasses: t('occhiali da sole', 'occhiali da sole', 'm', 'Occhiali da Sole', true),
    wristwatch: t('orologio da polso', 'orologi da polso', 'm', 'Orologio'),
    'carry-on-suitcase': t('trolley da cabina', 'trolley da cabina', 'm', 'Trolley Bagaglio a Mano'),
    'coffee-beans': t('caffè in grani', 'caffè in grani', 'm', 'Caffè in Grani'),
    'olive-oil': t('olio extravergine di oliva', 'oli extravergine di oliva', 'm', 'Olio Extravergine di Oliva'),
    'dark-chocolate': t('cioccolato fondente', 'cioccolati fondenti', 'm', 'Cioccolato Fondente'),
    'coffee-capsules': t('capsule di caffè', 'capsule di caffè', 'f', 'Capsule Caffè', true),
    'whey-protein': t('proteine whey', 'proteine whey', 'f', 'Proteine Whey', true),
    stroller: t('passeggino', 'passeggini', 'm', 'Passeggino'),
    'car-seat': t('seggiolino auto', 'seggiolini auto', 'm', 'Seggiolino Auto'),
    'baby-monitor': t('baby monitor', 'baby monitor', 'm', 'Baby Monitor'),
    diapers: t('pannolini', 'pannolini', 'm', 'Pannolini', true),
    'lego-sets': t('set LEGO', 'set LEGO', 'm', 'Set di Costruzioni'),
    'dash-cam': t('dash cam', 'dash cam', 'f', 'Dash Cam per Auto'),
    'tire-inflator': t('compressore portatile', 'compressori portatili', 'm', 'Compressore Portatile per Pneumatici'),
    'car-vacuum': t('aspirapolvere per auto', 'aspirapolvere per auto', 'm', 'Aspirapolvere per Auto'),
    'car-phone-mount': t('supporto smartphone per auto', 'supporti smartphone per auto', 'm', 'Supporto Smartphone per Auto'),
    'motorcycle-helmet': t('casco da moto', 'caschi da moto', 'm', 'Casco Integrale'),
    'running-shoes': t('scarpe da running', 'scarpe da running', 'f', 'Scarpe da Running', true),
    'yoga-mat': t('tappetino da yoga', 'tappetini da yoga', 'm', 'Tappetino da Yoga'),
    'adjustable-dumbbells': t('manubri regolabili', 'manubri regolabili', 'm', 'Manubri Regolabili', true),
    'camping-tent': t('tenda da campeggio', 'tende da campeggio', 'f', 'Tenda da Campeggio'),
    'exercise-bike': t('cyclette', 'cyclette', 'f', 'Cyclette'),
    'dog-food': t('crocchette per cani', 'crocchette per cani', 'f', 'Crocchette per Cani', true),
    'cat-litter': t('lettiera per gatti', 'lettiere per gatti', 'f', 'Lettiera per Gatti'),
    'pet-fountain': t('fontanella per gatti', 'fontanelle per gatti', 'f', 'Fontanella per Gatti'),
    'automatic-feeder': t('distributore automatico di cibo', 'distributori automatici di cibo', 'm', 'Distributore Automatico di Cibo per Animali'),
    'dog-harness': t('pettorina per cani', 'pettorine per cani', 'f', 'Pettorina per Cani'),
    'e-reader': t('e-reader', 'e-reader', 'm', 'E-reader'),
    'notebook-journal': t('taccuino', 'taccuini', 'm', 'Taccuino'),
    highlighters: t('evidenziatore', 'evidenziatori', 'm', 'Evidenziatore'),
    'colored-pencils': t('matite colorate', 'matite colorate', 'f', 'Matite Colorate', true),
    calculator: t('calcolatrice scientifica', 'calcolatrici scientifiche', 'f', 'Calcolatrice Scientifica'),
  },

  qualifiers: {
    value: 'qualità-prezzo',
    cheap: ['economico', 'economica', 'economici', 'economiche'],
    'best-selling': ['più venduto', 'più venduta', 'più venduti', 'più vendute'],
    'top-rated': 'con le migliori recensioni',
    premium: 'di fascia alta',
    beginners: 'per principianti',
    gift: 'da regalare',
    everyday: 'per tutti i giorni',
    amazon: 'su Amazon',
    expert: ['consigliato dagli esperti', 'consigliata dagli esperti', 'consigliati dagli esperti', 'consigliate dagli esperti'],
    online: 'da comprare online',
    'free-shipping': 'con spedizione gratuita',
    sale: 'in offerta',
    durable: ['resistente', 'resistente', 'resistenti', 'resistenti'],
  },

  articles: {
    indef: (x) => (x.po ? partitive(x.sg, x.g) : indefSg(x.sg, x.g)),
    def: (x) => (x.po ? defPl(x.sg, x.g) : defSg(x.sg, x.g)),
    defPl: (x) => defPl(x.pl, x.g),
  },

  titles: {
    'best-list': { text: (w) => `${w.g === 'f' ? 'Le' : 'I'} ${w.n} migliori ${w.pl}${w.qp}`, date: ' del {year}' },
    'how-to-choose': { text: (w) => `Come scegliere ${w.indef}${w.qs}: la guida completa` },
    mistakes: { text: (w) => `${w.n} errori da evitare nell'acquisto di ${w.po ? w.sg : w.indef}${w.qs}` },
    'buying-guide': { text: (w) => `Guida all'acquisto: ${w.g === 'f' ? 'le' : 'i'} migliori ${w.pl}${w.qp}`, date: ' di {month} {year}' },
    tips: { text: (w) => `${w.n} consigli per scegliere ${w.def}${w.qs} senza sbagliare` },
    comparison: { text: (w) => `${cap(w.pl)}${w.qp} a confronto: pro e contro dei modelli più popolari` },
    'worth-it': { text: (w) => `Conviene comprare ${w.indef}${w.qs}?` },
    'which-to-buy': { text: (w) => `${w.po ? 'Quali' : 'Quale'} ${w.sg}${w.qs} comprare`, date: ' nel {year}?' },
    tested: { text: (w) => `Abbiamo provato ${w.n} ${w.pl}${w.qp}: ecco quali scegliere` },
    faq: { text: (w) => `${cap(w.pl)}${w.qp}: domande frequenti prima dell'acquisto` },
    checklist: { text: (w) => `Checklist: cosa controllare prima di comprare ${w.indef}${w.qs}` },
    deals: { text: (w) => `Offerte ${w.pl}${w.qp}: le migliori promozioni`, date: ' di {month} {year}' },
    ranking: { text: (w) => `Classifica ${w.pl}${w.qp}: dalla fascia economica al top di gamma` },
    'beginners-guide': { text: (w) => `${cap(w.sg)}${w.qs}: tutto quello che devi sapere` },
    'which-model': { text: (w) => `${cap(w.pl)}${w.qp}: quale modello scegliere?` },
    analysis: { text: (w) => `${cap(w.pl)}${w.qp}: i modelli che si distinguono davvero` },
  },

  keyword: (w) => `${w.po ? 'migliori' : 'migliore'} ${w.sg}${w.qs}`.toLowerCase(),

  post: {
    excerpts: [
      (w) => `Abbiamo confrontato prezzi, caratteristiche e recensioni degli acquirenti per aiutarti a scegliere ${w.indef}${w.qs} senza ripensamenti.`,
      (w) => `Abbiamo selezionato ${w.pl}${w.qp} con il miglior equilibrio tra qualità e prezzo. Ecco cosa valutare prima dell'acquisto.`,
      (w) => `Tutto quello che devi sapere prima di comprare ${w.indef}${w.qs}: punti di forza, limiti e i nostri consigli.`,
      (w) => `Abbiamo analizzato decine di modelli di ${w.pl}${w.qp} disponibili su Amazon. Scopri i migliori e scegli con sicurezza.`,
      (w) => `Una guida pratica per orientarsi tra ${w.defPl}${w.qp}, con consigli concreti e i modelli che si distinguono oggi.`,
    ],
    intro: [
      [
        (w) => `Scegliere ${w.indef}${w.qs} sembra semplice, ma tra modelli, marchi e fasce di prezzo è facile perdersi.`,
        (w) => `Chi cerca ${w.indef}${w.qs} su Amazon trova centinaia di opzioni, e non sempre le più costose sono le migliori.`,
        (w) => `${cap(w.defPl)}${w.qp} sono tra i prodotti più cercati della categoria, e non è un caso.`,
        (w) => `Prima di investire in ${w.po ? w.sg : w.indef}${w.qs}, conviene capire cosa fa davvero la differenza nell'uso quotidiano.`,
      ],
      [
        () => 'Per questa guida abbiamo confrontato specifiche tecniche, prezzi e migliaia di recensioni degli acquirenti.',
        () => 'Il nostro team ha seguito novità, offerte e le opinioni di chi usa questi prodotti ogni giorno.',
        () => 'Abbiamo raccolto le informazioni davvero utili, lasciando da parte il marketing.',
      ],
      [
        () => "Qui sotto trovi i criteri che contano di più e i nostri consigli d'acquisto.",
        () => 'Continua a leggere per sapere cosa valutare, quali errori evitare e quali modelli meritano attenzione.',
        () => "Alla fine dell'articolo indichiamo i modelli con il miglior rapporto qualità-prezzo.",
      ],
    ],
    criteriaHeading: ["Cosa valutare prima dell'acquisto", 'I criteri che fanno la differenza', 'Gli aspetti da considerare'],
    criteriaLead: [
      (w) => `Quando confronti ${w.defPl}, fai attenzione soprattutto a questi aspetti:`,
      () => 'Questi sono i criteri che abbiamo usato per valutare ogni modello:',
      () => "Prima di concludere l'acquisto, verifica che il prodotto soddisfi questi requisiti:",
    ],
    criteria: {
      tecnologia: ['Compatibilità con smartphone o computer', 'Autonomia della batteria o consumi', 'Connettività: Bluetooth, Wi-Fi e porte USB-C', 'Garanzia e assistenza in Italia', 'Aggiornamenti software e supporto del produttore'],
      'casa-construcao': ['Potenza e consumi energetici', 'Facilità di pulizia e manutenzione', "Rumorosità durante l'uso", 'Dimensioni e ingombro', 'Disponibilità di ricambi e accessori'],
      'beleza-saude': ['Adatto al tuo tipo di pelle o di capelli', 'Marcatura CE e certificazioni', 'Tecnologie di protezione (ioni, ceramica, controllo della temperatura)', "Comodità nell'uso quotidiano", 'Costo di ricariche e accessori'],
      moda: ['Tabella taglie e vestibilità', 'Qualità dei materiali e delle cuciture', 'Comfort per un uso prolungato', 'Facilità di abbinamento', 'Politica di reso in caso di taglia sbagliata'],
      'alimentos-bebidas': ['Lista degli ingredienti e valori nutrizionali', 'Origine e provenienza del prodotto', 'Scadenza e modalità di conservazione', 'Prezzo al chilo o al litro', 'Gusto e intensità secondo gli altri acquirenti'],
      'mae-bebe-criancas': ['Conformità alle norme di sicurezza europee', 'Fascia di età e peso consigliata', 'Facilità di pulizia', 'Peso e praticità quotidiana', 'Durata nel tempo, man mano che il bambino cresce'],
      veiculos: ['Compatibilità con la tua auto o moto', 'Omologazione quando richiesta', 'Facilità di installazione', 'Resistenza a calore e vibrazioni', 'Alimentazione: batteria, cavo USB o presa 12 V'],
      'esportes-lazer': ['Livello di allenamento e obiettivo', 'Comfort, regolazione ed ergonomia', 'Resistenza dei materiali', 'Spazio necessario per riporlo', 'Peso massimo supportato'],
      pets: ['Taglia, età ed esigenze del tuo animale', 'Composizione e qualità degli ingredienti', 'Facilità di pulizia', 'Sicurezza dei materiali', 'Resa e costo mensile'],
      'livros-papelaria': ['Qualità della carta e della stampa', 'Ergonomia e comfort nella scrittura', "Durata dell'inchiostro o della batteria", 'Costo unitario nelle confezioni più grandi', 'Uso previsto: studio, lavoro o hobby'],
    },
    picksHeading: ['Le nostre scelte', 'I modelli che consigliamo', 'I migliori della nostra selezione'],
    picksLead: ['Questi sono i modelli che si sono distinti di più nel nostro confronto:', 'Dopo aver confrontato prezzi e recensioni, ecco i nostri preferiti:'],
    pickNotes: [
      'il miglior equilibrio tra prezzo e prestazioni della lista.',
      'ideale per chi vuole funzioni complete senza spendere troppo.',
      'finiture curate e ottima reputazione tra gli acquirenti.',
      'una scelta sicura per chi compra per la prima volta.',
      'il più completo della selezione, pensato per un uso intenso.',
      'spesso in offerta, offre molto per quello che costa.',
      'compatto, facile da usare e con la garanzia di un marchio noto.',
      'ottima valutazione media su Amazon e pochi resi per difetti.',
    ],
    tipsHeading: ['Consigli per un acquisto azzeccato', 'I nostri consigli pratici'],
    mistakesHeading: ['Gli errori da evitare', 'Gli errori più comuni'],
    tips: [
      () => 'Stabilisci un budget prima di iniziare e confronta i modelli in quella fascia di prezzo.',
      () => 'Leggi le recensioni con foto e video: mostrano il prodotto reale, senza filtri.',
      () => 'Controlla la garanzia e se il marchio offre assistenza in Italia.',
      () => 'Confronta il prezzo in giorni diversi: le offerte lampo sono frequenti.',
      () => 'Preferisci venditori ben recensiti e prodotti venduti e spediti da Amazon.',
      () => 'Verifica dimensioni e peso per essere sicuro che il prodotto si adatti alle tue abitudini.',
      () => 'Diffida delle specifiche esagerate dei marchi sconosciuti.',
      () => 'Controlla che ricambi e accessori siano facili da trovare.',
      () => "Considera i costi di manutenzione, non solo il prezzo d'acquisto.",
      (w) => `Approfitta del Prime Day e del Black Friday per comprare ${w.indef}${w.qs}.`,
    ],
    mistakes: [
      () => 'Scegliere solo in base al prezzo più basso, ignorando la qualità costruttiva.',
      () => "Non verificare compatibilità, dimensioni o alimentazione prima dell'acquisto.",
      () => 'Ignorare le recensioni negative, che spesso rivelano difetti ricorrenti.',
      () => 'Pagare per funzioni che non userai mai.',
      () => 'Dimenticare di controllare la durata della garanzia e le condizioni di reso.',
      () => "Fidarsi delle foto dell'annuncio senza controllare le specifiche reali.",
      () => 'Non confrontare il prezzo con lo storico recente del prodotto.',
      () => "Aspettare l'ultimo momento e pagare di più per la spedizione.",
      () => 'Scegliere un marchio sconosciuto senza assistenza in Italia.',
      () => 'Non considerare lo spazio disponibile e dove riporre il prodotto.',
    ],
    afterList: [
      () => "Ricorda che prezzi e disponibilità cambiano spesso su Amazon: tieni d'occhio le offerte e confronta il prezzo del giorno prima di completare l'acquisto.",
      () => 'Tutti i modelli citati hanno una buona reputazione tra gli acquirenti, ma ognuno risponde a esigenze diverse. Pensa a come userai il prodotto prima di decidere.',
      () => 'Se il budget è limitato, i modelli di fascia media offrono quasi tutto quello che propongono i più costosi, spendendo molto meno.',
    ],
    productsHeading: ['Dove acquistare', 'Controlla i prezzi su Amazon', 'Offerte selezionate'],
    productsLead: [
      'Abbiamo selezionato le migliori offerte disponibili in questo momento. I prezzi possono cambiare in qualsiasi momento.',
      'Questi sono i prodotti che consigliamo, con prezzo e disponibilità aggiornati ogni giorno.',
    ],
    faqHeading: 'Domande frequenti',
    faq: [
      { q: (w) => `Quanto spendere per ${w.po ? w.sg : w.indef}${w.qs}?`, a: 'I prezzi variano molto in base a marca e funzioni. In genere i modelli di fascia media offrono il miglior rapporto qualità-prezzo per la maggior parte delle persone.' },
      { q: (w) => `Conviene comprare ${w.pl} su Amazon?`, a: "Sì. Oltre all'ampia scelta, Amazon offre una politica di reso chiara, le recensioni degli altri acquirenti e consegne rapide." },
      { q: (w) => `Qual è la marca migliore di ${w.pl}?`, a: "Non c'è una risposta unica: i marchi storici offrono un'assistenza migliore, ma alcuni marchi emergenti garantiscono ottime prestazioni al giusto prezzo." },
      { q: () => 'Qual è il momento migliore per comprare?', a: "Eventi come Prime Day, Black Friday e i saldi stagionali portano di solito gli sconti più alti dell'anno." },
    ],
    conclusionHeading: ['Conclusioni', 'Ne vale la pena?', 'In sintesi'],
    conclusions: [
      () => 'Alla fine, la scelta migliore è quella che si adatta alle tue abitudini senza sforare il budget.',
      () => 'Con i criteri giusti è facile trovare un prodotto che valga ogni euro speso.',
      () => 'Se hai ancora dubbi, parti dai modelli con le recensioni migliori e confronta i prezzi del giorno.',
      (w) => `Spendere qualcosa in più per la qualità spesso conviene nel lungo periodo, soprattutto quando si parla di ${w.pl}.`,
    ],
    related: [
      (link) => `Leggi anche: ${link}.`,
      (link) => `Vuoi approfondire? Dai un'occhiata a ${link}.`,
      (link) => `Per completare la lettura, consulta ${link}.`,
    ],
  },

  review: {
    titlePrefix: 'Recensione',
    excerpts: [
      (p) => `Abbiamo provato ${p.name}: ecco cosa ci è piaciuto, cosa si poteva fare meglio e per chi vale la pena.`,
      (p) => `${p.brand} fa centro su molti aspetti con il modello ${p.model}. Leggi la nostra recensione completa prima dell'acquisto.`,
      (p) => `Recensione completa del modello ${p.brand} ${p.model}: prestazioni, costruzione, pro e contro.`,
    ],
    headings: {
      first: ['Prime impressioni', 'Panoramica'],
      design: ['Design e costruzione', 'Finiture e materiali'],
      performance: ["Prestazioni nell'uso quotidiano", 'Alla prova dei fatti'],
      audience: ['A chi è consigliato', 'Per chi è pensato'],
    },
    first: [
      (p) => `${p.name} arriva in una categoria molto affollata. ${p.brand} punta su un insieme equilibrato di funzioni e l'obiettivo è chiaro: offrire buone prestazioni senza complicazioni.`,
      (p) => `Abbiamo usato il modello ${p.brand} ${p.model} per alcune settimane per capire se merita le ottime recensioni che raccoglie su Amazon.`,
      (p) => `Tra ${p.defPl} di questa fascia di prezzo, il modello ${p.brand} ${p.model} è uno dei più cercati, e il motivo si capisce fin dai primi giorni.`,
    ],
    design: [
      () => 'Le finiture trasmettono una buona sensazione di qualità, con materiali solidi e assemblaggi precisi. Nulla scricchiola o sembra fragile, un buon segnale per la durata.',
      (p) => `Sul fronte costruttivo ${p.brand} non ha risparmiato: il prodotto ha un aspetto sobrio, buone finiture e dimensioni pratiche per l'uso di tutti i giorni.`,
      () => 'La confezione è essenziale, ma il prodotto arriva ben protetto e con tutto il necessario per iniziare subito.',
    ],
    performance: [
      (_p, pro, con) => `Nell'uso quotidiano spicca un aspetto: ${pro}. D'altra parte, ${con}: un dettaglio da considerare prima dell'acquisto.`,
      (_p, pro, con) => `Il punto di forza emerso dai test: ${pro}. Il punto debole: ${con}.`,
      (_p, pro, con) => `Dopo qualche settimana l'impressione è positiva, soprattutto per questo: ${pro}. Resta però da segnalare: ${con}.`,
    ],
    audience: [
      (p) => `È consigliato a chi cerca ${p.po ? p.sg : p.indef} di un marchio affidabile da usare ogni giorno, senza pagare funzioni superflue.`,
      (p) => `Se hai già avuto ${p.indef} di fascia base e vuoi fare un passo avanti, questo modello è un miglioramento evidente.`,
    ],
    verdicts: {
      high: [
        (_p, r) => `Voto ${r}: una delle scelte migliori della categoria, consigliata senza riserve.`,
        (p) => `${p.brand} ${p.model} è un acquisto sicuro: qualità costruttiva e prestazioni sono all'altezza del prezzo.`,
      ],
      mid: [
        (_p, r) => `Voto ${r}: un ottimo prodotto, con qualche compromesso che vale la pena conoscere.`,
        () => "Lo consigliamo alla maggior parte delle persone; se il budget è limitato, conviene aspettare un'offerta.",
      ],
      low: [
        (_p, r) => `Voto ${r}: fa il suo lavoro, ma la concorrenza offre alternative più complete allo stesso prezzo.`,
        () => 'Una scelta valida solo se lo trovi in offerta; altrimenti, valuta gli altri modelli della nostra selezione.',
      ],
    },
    formatRating: (r) => r.toFixed(1).replace('.', ','),
    genericPros: ['Ottimo rapporto qualità-prezzo', 'Marchio affidabile', 'Facile da usare fin dal primo giorno', 'Spedizione rapida con Amazon'],
    genericCons: ['Manuale poco dettagliato', 'Il prezzo varia molto', 'Poche colorazioni disponibili'],
    pros: {
      tecnologia: ['La batteria dura tutto il giorno', 'Connessione stabile e senza ritardi', 'App completa e in italiano', 'Ricarica rapida via USB-C'],
      'casa-construcao': ['Montaggio semplice e senza attrezzi', "Silenzioso durante l'uso", 'Facile da pulire', 'Consumi ridotti'],
      'beleza-saude': ['Risultati visibili già dalle prime settimane', 'Comodo da usare ogni giorno', 'Non irrita la pelle', 'Ottima resa'],
      moda: ['Materiali di buona qualità', 'Comodo anche dopo ore di utilizzo', 'Stile versatile', 'Cuciture ben rifinite'],
      'alimentos-bebidas': ['Gusto equilibrato', 'Ingredienti di buona provenienza', 'Confezione che mantiene la freschezza', 'Buon prezzo al chilo'],
      'mae-bebe-criancas': ['Conforme alle norme di sicurezza', 'Facile da pulire', 'Leggero e pratico da trasportare', 'Materiali senza BPA'],
      veiculos: ['Installazione rapida', 'Tenuta salda anche su strade dissestate', 'Compatto, sta nel vano portaoggetti', "Funziona con la presa 12 V dell'auto"],
      'esportes-lazer': ['Buona stabilità e ammortizzazione', 'Materiali resistenti', 'Comodo anche negli allenamenti lunghi', 'Facile da riporre'],
      pets: ['Gli animali lo hanno accettato subito', 'Facile da pulire', 'Materiali sicuri', 'Ottima resa'],
      'livros-papelaria': ['Carta di ottima qualità', 'Colori vivaci e uniformi', 'Comodo per scrivere a lungo', 'La batteria dura settimane'],
    },
    cons: {
      tecnologia: ['Caricatore venduto separatamente', "L'app richiede la registrazione", 'Si scalda sotto sforzo'],
      'casa-construcao': ['Piuttosto ingombrante', 'Cavo di alimentazione corto', 'Ricambi difficili da trovare'],
      'beleza-saude': ["Profumo intenso all'inizio", 'Ricariche e accessori costosi', 'In alcuni casi i risultati arrivano lentamente'],
      moda: ['Veste leggermente piccolo', 'Poche taglie disponibili', 'Richiede attenzione nel lavaggio'],
      'alimentos-bebidas': ['Gusto troppo intenso per alcuni', 'Confezione difficile da richiudere', 'Non sempre disponibile'],
      'mae-bebe-criancas': ['Istruzioni poco chiare', 'Pesante da portare a lungo', 'Accessori venduti a parte'],
      veiculos: ['Il cavo potrebbe essere più lungo', 'La ventosa perde presa con il caldo', "Rumoroso durante l'uso"],
      'esportes-lazer': ['Odore di gomma nei primi giorni', 'Occupa spazio', 'Le taglie non corrispondono sempre alla tabella'],
      pets: ['Confezione grande difficile da riporre', 'Alcuni animali hanno bisogno di tempo per abituarsi', 'Filtri di ricambio costosi'],
      'livros-papelaria': ['Prezzo sopra la media', 'Poche opzioni di copertina', 'La punta si consuma in fretta con un uso intenso'],
    },
  },

  product: {
    colors: ['Nero', 'Bianco', 'Blu', 'Grigio', 'Rosso', 'Verde', 'Rosa', 'Argento'],
    pack: (k) => `Confezione da ${k}`,
    weight: (kg) => `${String(kg).replace('.', ',')} kg`,
    screen: (inches) => `${inches} pollici`,
  },
};
