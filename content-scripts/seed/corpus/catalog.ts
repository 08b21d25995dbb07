/**
 * The language-neutral product catalog of the demo corpus: product types ("topics") per category,
 * each with real-world brands and models and a typical US-dollar street price. Locale vocabularies
 * (./vocab) name the topics in their language; prices are converted per store (./prices).
 * Keeping models neutral lets the same product exist in br, it and mx under one translation key.
 */
import type { CategorySlug } from '../../../shared/categories';

export const TOPIC_KEYS = [
  // tecnologia
  'headphones', 'smartwatch', 'bluetooth-speaker', 'laptop', 'smart-tv',
  // casa-construcao
  'air-fryer', 'robot-vacuum', 'cordless-drill', 'espresso-machine', 'stick-vacuum',
  // beleza-saude
  'hair-dryer', 'hair-straightener', 'electric-toothbrush', 'sunscreen', 'blood-pressure-monitor',
  // moda
  'sneakers', 'laptop-backpack', 'sunglasses', 'wristwatch', 'carry-on-suitcase',
  // alimentos-bebidas
  'coffee-beans', 'olive-oil', 'dark-chocolate', 'coffee-capsules', 'whey-protein',
  // mae-bebe-criancas
  'stroller', 'car-seat', 'baby-monitor', 'diapers', 'lego-sets',
  // veiculos
  'dash-cam', 'tire-inflator', 'car-vacuum', 'car-phone-mount', 'motorcycle-helmet',
  // esportes-lazer
  'running-shoes', 'yoga-mat', 'adjustable-dumbbells', 'camping-tent', 'exercise-bike',
  // pets
  'dog-food', 'cat-litter', 'pet-fountain', 'automatic-feeder', 'dog-harness',
  // livros-papelaria
  'e-reader', 'notebook-journal', 'highlighters', 'colored-pencils', 'calculator',
] as const;

export type TopicKey = (typeof TOPIC_KEYS)[number];

/**
 * How further products of the same model differ once every base model is used (large corpora):
 * a colour, a multipack, a weight or a screen size. The words come from the locale vocabulary.
 */
export type VariantKind = 'color' | 'pack' | 'weight' | 'screen';

export interface CatalogModel {
  brand: string;
  model: string;
  /** Typical street price in US dollars; converted and rounded per store. */
  usd: number;
  /** Top-of-range model: shown in the premium selection. */
  premium?: true;
}

export interface CatalogTopic {
  category: CategorySlug;
  variant: VariantKind;
  /** Exactly six models per topic (a "6 best" list can name them all). */
  models: readonly CatalogModel[];
}

const m = (brand: string, model: string, usd: number, premium?: true): CatalogModel =>
  premium ? { brand, model, usd, premium } : { brand, model, usd };

export const CATALOG: Record<TopicKey, CatalogTopic> = {
  headphones: { category: 'tecnologia', variant: 'color', models: [
    m('JBL', 'Tune 520BT', 50), m('Sony', 'WH-CH720N', 130), m('Edifier', 'W820NB Plus', 70),
    m('Soundcore', 'Life Q30', 80), m('Philips', 'TAH4205', 45), m('Sony', 'WH-1000XM5', 400, true),
  ] },
  smartwatch: { category: 'tecnologia', variant: 'color', models: [
    m('Samsung', 'Galaxy Watch6 40mm', 280), m('Xiaomi', 'Redmi Watch 4', 100), m('Amazfit', 'GTR 4', 200),
    m('Apple', 'Watch SE 40mm GPS', 250), m('Huawei', 'Watch Fit 3', 160), m('Garmin', 'Forerunner 265', 450, true),
  ] },
  'bluetooth-speaker': { category: 'tecnologia', variant: 'color', models: [
    m('JBL', 'Flip 6', 130), m('JBL', 'Charge 5', 180), m('Sony', 'SRS-XB100', 60),
    m('Ultimate Ears', 'Wonderboom 4', 100), m('Soundcore', 'Motion 300', 80), m('Marshall', 'Emberton II', 170, true),
  ] },
  laptop: { category: 'tecnologia', variant: 'color', models: [
    m('Lenovo', 'IdeaPad Slim 3 15IRU8', 600), m('Acer', 'Aspire 5 A515-58M', 650), m('Dell', 'Inspiron 15 3530', 620),
    m('ASUS', 'Vivobook 15 X1504ZA', 550), m('Samsung', 'Galaxy Book3', 700), m('Apple', 'MacBook Air 13 M2', 1000, true),
  ] },
  'smart-tv': { category: 'tecnologia', variant: 'screen', models: [
    m('Samsung', 'Crystal UHD CU7700', 450), m('LG', 'UHD ThinQ AI UR8750', 420), m('TCL', 'QLED C655', 400),
    m('Philips', 'Ambilight PUS8508', 550), m('Xiaomi', 'TV A Pro', 380), m('Sony', 'Bravia 7 Mini LED', 1200, true),
  ] },
  'air-fryer': { category: 'casa-construcao', variant: 'color', models: [
    m('Philips', 'Airfryer Essential XL HD9270', 130), m('Cecotec', 'Cecofry Full InoxBlack 5500', 70),
    m('Cosori', 'Pro LE CAF-L501', 100), m('Ninja', 'Foodi Dual Zone AF300', 180),
    m('Xiaomi', 'Mi Smart Air Fryer 3.5L', 80), m('Philips', 'Airfryer XXL Premium HD9867', 300, true),
  ] },
  'robot-vacuum': { category: 'casa-construcao', variant: 'color', models: [
    m('iRobot', 'Roomba Combo j5', 450), m('Xiaomi', 'Robot Vacuum S10', 250), m('Roborock', 'Q7 Max', 350),
    m('Eufy', 'RoboVac 11S', 180), m('Dreame', 'D10 Plus', 400), m('iRobot', 'Roomba Combo j9+', 1000, true),
  ] },
  'cordless-drill': { category: 'casa-construcao', variant: 'pack', models: [
    m('Bosch', 'GSR 120-LI', 90), m('Makita', 'DF333DWYE', 130), m('Black+Decker', 'BDCDD12', 50),
    m('DeWalt', 'DCD777C2', 150), m('Einhell', 'TE-CD 18/40 Li', 80), m('Bosch', 'GSB 18V-55 Professional', 250, true),
  ] },
  'espresso-machine': { category: 'casa-construcao', variant: 'color', models: [
    m("De'Longhi", 'Dedica EC685', 200), m('Nespresso', 'Essenza Mini', 100), m('Nescafé Dolce Gusto', 'Genio S Plus', 110),
    m('Philips', 'LatteGo 2200 EP2231', 450), m('Oster', 'PrimaLatte II', 180), m("De'Longhi", 'Magnifica Evo ECAM290', 550, true),
  ] },
  'stick-vacuum': { category: 'casa-construcao', variant: 'color', models: [
    m('Dyson', 'V8 Absolute', 400), m('Xiaomi', 'Vacuum Cleaner G10', 200), m('Electrolux', 'Ergorapido ERG36', 150),
    m('Philips', 'SpeedPro Max XC8149', 350), m('Rowenta', 'X-Force Flex 9.60', 300), m('Dyson', 'V15 Detect Absolute', 750, true),
  ] },
  'hair-dryer': { category: 'beleza-saude', variant: 'color', models: [
    m('Philips', 'DryCare BHD350', 40), m('Remington', 'Pro-Air Shine D5216', 45), m('Babyliss', 'Pro Rapido', 150),
    m('Rowenta', 'Powerline CV5361', 35), m('Parlux', 'Advance Light', 170), m('Dyson', 'Supersonic HD15', 430, true),
  ] },
  'hair-straightener': { category: 'beleza-saude', variant: 'color', models: [
    m('Babyliss', 'Pro Nano Titanium', 100), m('Remington', 'Shine Therapy S8500', 45), m('Philips', 'StraightCare BHS378', 40),
    m('Rowenta', 'Liss & Curl SF4522', 45), m('Gama Italy', 'Elegance Led', 50), m('GHD', 'Gold Styler', 230, true),
  ] },
  'electric-toothbrush': { category: 'beleza-saude', variant: 'color', models: [
    m('Oral-B', 'Pro Series 1', 40), m('Oral-B', 'iO Series 4', 120), m('Philips', 'Sonicare 3100 HX3671', 60),
    m('Philips', 'Sonicare ProtectiveClean 4300', 70), m('Xiaomi', 'Electric Toothbrush T500', 40), m('Oral-B', 'iO Series 9', 300, true),
  ] },
  sunscreen: { category: 'beleza-saude', variant: 'pack', models: [
    m('La Roche-Posay', 'Anthelios UVMune 400', 30), m('Isdin', 'Fusion Water Magic', 28), m('Neutrogena', 'Ultra Sheer Dry-Touch', 15),
    m('Eucerin', 'Sun Oil Control', 25), m('Bioderma', 'Photoderm MAX Aquafluide', 22), m('Avène', 'Intense Protect', 32),
  ] },
  'blood-pressure-monitor': { category: 'beleza-saude', variant: 'pack', models: [
    m('Omron', 'HEM-7122', 40), m('Omron', 'M3 Comfort HEM-7155', 70), m('Omron', 'Evolv HEM-7600T', 150, true),
    m('Beurer', 'BM 27', 45), m('Braun', 'ExactFit 3 BUA6150', 55), m('Withings', 'BPM Connect', 100),
  ] },
  sneakers: { category: 'moda', variant: 'color', models: [
    m('Nike', "Air Force 1 '07", 110), m('Adidas', 'Grand Court 2.0', 65), m('Vans', 'Old Skool', 70),
    m('Converse', 'Chuck Taylor All Star', 60), m('New Balance', '574', 90), m('Puma', 'Smash v2', 55),
  ] },
  'laptop-backpack': { category: 'moda', variant: 'color', models: [
    m('Samsonite', 'Guardit 2.0', 90), m('Targus', 'CitySmart', 45), m('SwissGear', '1900 ScanSmart', 80),
    m('Xiaomi', 'Business Casual', 30), m('Eastpak', "Padded Pak'r", 55), m('Thule', 'Subterra 2', 160, true),
  ] },
  sunglasses: { category: 'moda', variant: 'color', models: [
    m('Ray-Ban', 'Wayfarer RB2140', 170), m('Ray-Ban', 'Aviator Classic RB3025', 180), m('Oakley', 'Holbrook OO9102', 160),
    m('Polaroid', 'PLD 2104/S', 60), m('Carrera', '1007/S', 140), m('Persol', 'PO0714', 350, true),
  ] },
  wristwatch: { category: 'moda', variant: 'color', models: [
    m('Casio', 'Vintage A168WA', 30), m('Seiko', '5 Sports SRPD55', 280), m('Tissot', 'PRX Powermatic 80', 700, true),
    m('Orient', 'Bambino RA-AC0M', 180), m('Citizen', 'Eco-Drive BM7100', 200), m('Timex', 'Weekender 38mm', 50),
  ] },
  'carry-on-suitcase': { category: 'moda', variant: 'color', models: [
    m('Samsonite', 'Neopulse Spinner 55cm', 250), m('American Tourister', 'Bon Air DLX 55cm', 120), m('Delsey', 'Chatelet Air 2.0', 300),
    m('Xiaomi', 'Luggage Classic 20"', 90), m('Travelpro', 'Maxlite 5', 170), m('Rimowa', 'Essential Cabin', 900, true),
  ] },
  'coffee-beans': { category: 'alimentos-bebidas', variant: 'weight', models: [
    m('Lavazza', 'Qualità Oro', 18), m('Illy', 'Classico', 20), m('Kimbo', 'Espresso Napoletano', 15),
    m('Starbucks', 'Espresso Roast', 14), m('Melitta', 'BellaCrema', 15), m('Segafredo', 'Intermezzo', 14),
  ] },
  'olive-oil': { category: 'alimentos-bebidas', variant: 'pack', models: [
    m('Gallo', 'Reserva 500ml', 10), m('Filippo Berio', 'Classico 1L', 13), m('Monini', 'Classico 1L', 14),
    m('Colavita', 'Mediterranean 1L', 12), m('Borges', 'Original 750ml', 9), m('Frantoio Muraglia', 'Intenso 500ml', 35, true),
  ] },
  'dark-chocolate': { category: 'alimentos-bebidas', variant: 'pack', models: [
    m('Lindt', 'Excellence 70% 100g', 4), m('Lindt', 'Excellence 85% 100g', 4), m("Green & Black's", 'Organic 85% 90g', 5),
    m('Ghirardelli', 'Intense Dark 72%', 5), m('Ritter Sport', 'Kakao Klasse 74%', 3), m('Valrhona', 'Guanaja 70%', 12, true),
  ] },
  'coffee-capsules': { category: 'alimentos-bebidas', variant: 'pack', models: [
    m('Nespresso', 'Ispirazione Roma', 8), m("L'OR", 'Espresso Forza', 6), m('Starbucks', 'Espresso Roast by Nespresso', 8),
    m('Lavazza', 'A Modo Mio Passionale', 7), m('Nescafé Dolce Gusto', 'Espresso Intenso', 7), m('Illy', 'Iperespresso Classico', 12, true),
  ] },
  'whey-protein': { category: 'alimentos-bebidas', variant: 'weight', models: [
    m('Optimum Nutrition', 'Gold Standard 100% Whey', 45), m('Myprotein', 'Impact Whey Protein', 35), m('Dymatize', 'ISO100', 60, true),
    m('Scitec Nutrition', '100% Whey Protein Professional', 40), m('MuscleTech', 'Nitro-Tech', 45), m('Prozis', '100% Real Whey', 30),
  ] },
  stroller: { category: 'mae-bebe-criancas', variant: 'color', models: [
    m('Chicco', 'Bravo Trio', 400), m('Joie', 'Litetrax 4', 250), m('Cybex', 'Eezy S Twist+ 2', 350),
    m('Inglesina', 'Quid 2', 220), m('Maxi-Cosi', 'Lara2', 260), m('Bugaboo', 'Fox 5', 1300, true),
  ] },
  'car-seat': { category: 'mae-bebe-criancas', variant: 'color', models: [
    m('Chicco', 'KeyFit 30', 220), m('Joie', 'i-Spin 360', 450), m('Maxi-Cosi', 'Pebble 360', 350),
    m('Cybex', 'Sirona T i-Size', 550, true), m('Britax Römer', 'Dualfix 5Z', 500), m('Graco', 'SlimFit3 LX', 300),
  ] },
  'baby-monitor': { category: 'mae-bebe-criancas', variant: 'color', models: [
    m('Motorola', 'VM483', 100), m('Philips Avent', 'SCD891', 200), m('VTech', 'BM5100', 90),
    m('Nanit', 'Pro', 300, true), m('Owlet', 'Cam 2', 150), m('Babysense', 'HD S2', 110),
  ] },
  diapers: { category: 'mae-bebe-criancas', variant: 'pack', models: [
    m('Pampers', 'Premium Care', 30), m('Pampers', 'Baby-Dry', 25), m('Huggies', 'Ultra Comfort', 25),
    m('MamyPoko', 'Pants', 22), m('Babysec', 'Premium', 18), m('Chicco', 'Dry Fit Plus', 22),
  ] },
  'lego-sets': { category: 'mae-bebe-criancas', variant: 'pack', models: [
    m('LEGO', 'Classic 10698', 60), m('LEGO', 'Technic 42151', 50), m('LEGO', 'City 60337', 100),
    m('LEGO', 'Friends 41730', 50), m('LEGO', 'Duplo 10995', 30), m('LEGO', 'Technic 42143 Ferrari Daytona SP3', 450, true),
  ] },
  'dash-cam': { category: 'veiculos', variant: 'color', models: [
    m('70mai', 'A500S', 100), m('70mai', 'M300', 40), m('Garmin', 'Dash Cam Mini 2', 130),
    m('Vantrue', 'N2 Pro', 120), m('Nextbase', '322GW', 110), m('Garmin', 'Dash Cam 67W', 250, true),
  ] },
  'tire-inflator': { category: 'veiculos', variant: 'color', models: [
    m('Xiaomi', 'Mi Portable Air Pump 1S', 45), m('Black+Decker', 'ASI300', 45), m('Michelin', '12266', 50),
    m('Ryobi', 'R18MI-0', 60), m('Baseus', 'Energy Source Inflator', 55), m('Einhell', 'CE-AP 12', 30),
  ] },
  'car-vacuum': { category: 'veiculos', variant: 'color', models: [
    m('Black+Decker', 'Dustbuster PV1200AV', 45), m('Baseus', 'A2 Pro', 40), m('Xiaomi', 'Mi Vacuum Cleaner Mini', 50),
    m('Einhell', 'TE-VC 18 Li', 60), m('ThisWorx', 'TWC-01', 40), m('Dyson', 'V7 Car+Boat', 300, true),
  ] },
  'car-phone-mount': { category: 'veiculos', variant: 'color', models: [
    m('Baseus', 'Magnetic Car Mount', 15), m('iOttie', 'Easy One Touch 5', 25), m('Ugreen', 'Air Vent Mount', 15),
    m('Belkin', 'BoostCharge Pro MagSafe', 100, true), m('Spigen', 'OneTap Pro', 30), m('Lamicall', 'Car Phone Holder', 20),
  ] },
  'motorcycle-helmet': { category: 'veiculos', variant: 'color', models: [
    m('LS2', 'FF353 Rapid', 100), m('Shark', 'Ridill 2', 170), m('AGV', 'K1 S', 200),
    m('HJC', 'C10', 140), m('Nolan', 'N80-8', 250), m('Shoei', 'GT-Air 3', 750, true),
  ] },
  'running-shoes': { category: 'esportes-lazer', variant: 'color', models: [
    m('Nike', 'Pegasus 41', 140), m('Asics', 'Gel-Nimbus 26', 160), m('Adidas', 'Ultraboost Light', 190),
    m('Mizuno', 'Wave Rider 28', 140), m('New Balance', 'Fresh Foam X 1080v13', 165), m('Hoka', 'Clifton 9', 145),
  ] },
  'yoga-mat': { category: 'esportes-lazer', variant: 'color', models: [
    m('Gaiam', 'Premium 6mm', 30), m('Manduka', 'PRO', 130, true), m('Liforme', 'Original', 150),
    m('Adidas', 'Premium Yoga Mat', 40), m('Reebok', 'Natural Rubber', 50), m('JadeYoga', 'Harmony', 100),
  ] },
  'adjustable-dumbbells': { category: 'esportes-lazer', variant: 'weight', models: [
    m('Bowflex', 'SelectTech 552', 430, true), m('Core Home Fitness', 'Adjustable Dumbbell Set', 300), m('PowerBlock', 'Sport EXP', 380),
    m('NordicTrack', 'Select-a-Weight', 300), m('Yes4All', 'Adjustable Dumbbells', 120), m('Capital Sports', 'Dumbbell Set', 100),
  ] },
  'camping-tent': { category: 'esportes-lazer', variant: 'color', models: [
    m('Coleman', 'Sundome 4', 100), m('Naturehike', 'Cloud Up 2', 150), m('Ferrino', 'Lightent 2', 180),
    m('High Peak', 'Kiruna 3', 130), m('MSR', 'Hubba Hubba 2', 550, true), m('Coleman', 'Skydome 6', 170),
  ] },
  'exercise-bike': { category: 'esportes-lazer', variant: 'color', models: [
    m('Schwinn', 'IC4', 900), m('Yesoul', 'S3', 350), m('Ultrasport', 'F-Bike', 130),
    m('JOROTO', 'X2', 300), m('Sportstech', 'SX200', 450), m('Peloton', 'Bike', 1400, true),
  ] },
  'dog-food': { category: 'pets', variant: 'weight', models: [
    m('Royal Canin', 'Medium Adult', 70), m('Purina', 'Pro Plan Adult Medium', 65), m("Hill's", 'Science Diet Adult', 75),
    m('Farmina', 'N&D Prime Adult', 95, true), m('Eukanuba', 'Adult Medium Breed', 60), m('Acana', 'Adult Dog', 90),
  ] },
  'cat-litter': { category: 'pets', variant: 'weight', models: [
    m('Catsan', 'Hygiene Plus', 15), m('Ever Clean', 'Extra Strong', 25), m("Cat's Best", 'Original', 20),
    m('Sanicat', 'Clumping', 12), m('Vitakraft', 'Magic Clean', 14), m('Tidy Cats', 'Lightweight Free & Clean', 18),
  ] },
  'pet-fountain': { category: 'pets', variant: 'color', models: [
    m('Petlibro', 'Dockstream', 60), m('Xiaomi', 'Smart Pet Fountain', 40), m('Catit', 'Flower Fountain', 30),
    m('PetSafe', 'Drinkwell 360', 50), m('Petkit', 'Eversweet 3 Pro', 55), m('Veken', 'Pet Fountain 2.5L', 25),
  ] },
  'automatic-feeder': { category: 'pets', variant: 'color', models: [
    m('Petlibro', 'Granary', 90), m('Xiaomi', 'Smart Pet Food Feeder', 80), m('PetSafe', 'Simply Feed', 130),
    m('Cat Mate', 'C500', 100), m('Petkit', 'Fresh Element Solo', 70), m('Sure Petcare', 'SureFeed Microchip', 180, true),
  ] },
  'dog-harness': { category: 'pets', variant: 'color', models: [
    m('Julius-K9', 'IDC Powerharness', 40), m('Ruffwear', 'Front Range', 50), m('Rabbitgoo', 'No-Pull', 20),
    m('Kurgo', 'Tru-Fit Smart', 30), m('Trixie', 'Premium Y-Harness', 20), m('Ferplast', 'Ergocomfort', 18),
  ] },
  'e-reader': { category: 'livros-papelaria', variant: 'color', models: [
    m('Amazon', 'Kindle 16 GB', 110), m('Amazon', 'Kindle Paperwhite', 160), m('Amazon', 'Kindle Colorsoft', 280, true),
    m('Kobo', 'Clara 2E', 140), m('Kobo', 'Libra Colour', 220), m('PocketBook', 'Verse Pro', 170),
  ] },
  'notebook-journal': { category: 'livros-papelaria', variant: 'color', models: [
    m('Moleskine', 'Classic Large', 25), m('Leuchtturm1917', 'Medium A5', 25), m('Paperblanks', 'Midi', 20),
    m('Rhodia', 'Webnotebook A5', 25), m('Pukka Pad', 'Signature', 15), m('Hobonichi', 'Techo Cousin', 60, true),
  ] },
  highlighters: { category: 'livros-papelaria', variant: 'pack', models: [
    m('Stabilo', 'Boss Original', 8), m('Faber-Castell', 'Textliner 48', 6), m('Pilot', 'FriXion Light', 9),
    m('Staedtler', 'Textsurfer Classic', 7), m('BIC', 'Highlighter Grip', 5), m('Zebra', 'Mildliner', 12),
  ] },
  'colored-pencils': { category: 'livros-papelaria', variant: 'pack', models: [
    m('Faber-Castell', 'Polychromos 24', 50), m('Faber-Castell', 'Colour Grip 24', 12), m('Staedtler', 'Ergosoft 24', 14),
    m('Prismacolor', 'Premier 48', 40), m("Caran d'Ache", 'Pablo 40', 90, true), m('Giotto', 'Supermina 24', 8),
  ] },
  calculator: { category: 'livros-papelaria', variant: 'pack', models: [
    m('Casio', 'fx-82MS', 12), m('Casio', 'fx-991EX ClassWiz', 25), m('Casio', 'fx-570ES Plus', 18),
    m('Texas Instruments', 'TI-84 Plus CE', 130, true), m('Sharp', 'EL-W531', 15), m('Casio', 'fx-CG50', 100),
  ] },
};

/** Values behind each variant kind; index 0 of a product's variant number means "no variant". */
export const VARIANT_VALUES = {
  color: [0, 1, 2, 3, 4, 5, 6, 7],
  pack: [2, 3, 4, 5, 6, 8, 10, 12],
  weight: [0.5, 1, 2, 3, 5, 7.5, 10.1, 15],
  screen: [32, 43, 50, 55, 58, 65, 75, 85],
} as const satisfies Record<VariantKind, readonly number[]>;

/** Variants per model beyond the base product. */
export const VARIANTS_PER_MODEL = 8;
