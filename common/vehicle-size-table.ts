// The size of common US makes and models sold 2005–2026, for a detailer's pricing. Data only; the lookup
// (forgiving case, spaces, hyphens, aliases and trim words) is lookupVehicleSize in vehicle-sizes.ts.
//
// Sources: the EPA's size classes on fueleconomy.gov (small/midsize/large cars, small station wagons, small
// and standard sport utility vehicles, small and standard pickup trucks, minivans, vans), the manufacturers'
// own segment names (e.g. "compact crossover", "3-row midsize SUV", "minivan"), and the model's length and
// seating rows where the two disagree. Reviewed model by model for #50 against the definitions:
//   sedan      cars, coupes, convertibles, hatchbacks and small wagons (a Golf, a Prius, a Mini, a Soul-size box is not)
//   small_suv  compact crossovers and two-row small SUVs (CR-V, RAV4, Escape, Wrangler, Outback and other raised wagons)
//   large_suv  mid-size and full-size SUVs and anything with a third row (Edge, Explorer, Tahoe, Suburban)
//   truck      pickups, any cab or bed
//   van        minivans, passenger and cargo vans (and the small sliding-door MPVs)
// A model whose class changed keeps year ranges [from, to (null = still sold), size]; a year outside every
// range takes the nearest one, and no year the latest. Model names are keys; "A|B" lists aliases and spellings.
// Case, spaces, hyphens and "&" never matter ("F-150" = "f150" = "F 150"), and a typed model matches its
// longest listed leading words ("Silverado 1500 LT" = "Silverado 1500", "328xi" = BMW "328").

/** The five sizes (VehicleSize of vehicle-sizes.ts, which imports this table; spelled here so the two do not import each other). */
type Size = 'sedan' | 'small_suv' | 'large_suv' | 'truck' | 'van';

export type SizeEntry = Size | readonly (readonly [from: number, to: number | null, size: Size])[];

/** Other names and spellings of a make, each as [the table's make, words the model starts with]. */
export const MAKE_ALIASES: Record<string, readonly [string, string?]> = {
  chevy: ['Chevrolet'],
  chev: ['Chevrolet'],
  chevorlet: ['Chevrolet'],
  vw: ['Volkswagen'],
  volkswagon: ['Volkswagen'],
  mercedes: ['Mercedes-Benz'],
  benz: ['Mercedes-Benz'],
  mb: ['Mercedes-Benz'],
  merc: ['Mercedes-Benz'],
  mercedesbenz: ['Mercedes-Benz'],
  caddy: ['Cadillac'],
  caddilac: ['Cadillac'],
  alfa: ['Alfa Romeo'],
  infinity: ['Infiniti'],
  hyundia: ['Hyundai'],
  hyunday: ['Hyundai'],
  rangerover: ['Land Rover', 'Range Rover'],
  minicooper: ['Mini', 'Cooper'],
  dodgeram: ['Ram'],
  ramtrucks: ['Ram'],
  landrover: ['Land Rover'],
  toyta: ['Toyota'],
  porche: ['Porsche'],
  mitsubishimotors: ['Mitsubishi'],
};

export const VEHICLE_SIZE_TABLE: Record<string, Record<string, SizeEntry>> = {
  Acura: {
    ILX: 'sedan', Integra: 'sedan', TLX: 'sedan', TL: 'sedan', TSX: 'sedan', RL: 'sedan', RLX: 'sedan',
    RSX: 'sedan', NSX: 'sedan', RDX: 'small_suv', MDX: 'large_suv', ZDX: 'large_suv',
  },
  'Alfa Romeo': { Giulia: 'sedan', '4C': 'sedan', Stelvio: 'small_suv', Tonale: 'small_suv' },
  Audi: {
    A3: 'sedan', S3: 'sedan', RS3: 'sedan', A4: 'sedan', S4: 'sedan', RS4: 'sedan', 'A4 Allroad|Allroad': 'small_suv',
    A5: 'sedan', S5: 'sedan', RS5: 'sedan', A6: 'sedan', S6: 'sedan', RS6: 'sedan', 'A6 Allroad': 'small_suv',
    A7: 'sedan', S7: 'sedan', RS7: 'sedan', A8: 'sedan', S8: 'sedan', TT: 'sedan', R8: 'sedan', 'e-tron GT': 'sedan',
    Q3: 'small_suv', Q4: 'small_suv', Q5: 'small_suv', SQ5: 'small_suv', Q6: 'small_suv',
    Q7: 'large_suv', SQ7: 'large_suv', Q8: 'large_suv', SQ8: 'large_suv', 'e-tron|Q8 e-tron': 'large_suv',
  },
  BMW: {
    '1 Series|128|135|1M': 'sedan', '2 Series|228|230|M235|M240|M2': 'sedan',
    '3 Series|320|323|325|328|330|335|340|M340|M3': 'sedan', '4 Series|428|430|435|440|M440|M4': 'sedan',
    '5 Series|525|528|530|535|540|545|550|M550|M5': 'sedan', '6 Series|640|645|650|M6': 'sedan',
    '7 Series|740|745|750|760|M760': 'sedan', '8 Series|840|M850|M8': 'sedan', Z4: 'sedan', i3: 'sedan',
    i4: 'sedan', i5: 'sedan', i7: 'sedan', i8: 'sedan',
    X1: 'small_suv', X2: 'small_suv', X3: 'small_suv', iX3: 'small_suv', X4: 'small_suv',
    X5: 'large_suv', X6: 'large_suv', X7: 'large_suv', iX: 'large_suv', XM: 'large_suv',
  },
  Buick: {
    LaCrosse: 'sedan', Regal: 'sedan', Verano: 'sedan', Lucerne: 'sedan', Cascada: 'sedan', LeSabre: 'sedan',
    'Park Avenue': 'sedan', Encore: 'small_suv', 'Encore GX': 'small_suv', Envista: 'small_suv',
    Envision: 'small_suv', Enclave: 'large_suv', Rendezvous: 'large_suv', Rainier: 'large_suv', Terraza: 'van',
  },
  Cadillac: {
    ATS: 'sedan', CTS: 'sedan', CT4: 'sedan', CT5: 'sedan', CT6: 'sedan', DTS: 'sedan', STS: 'sedan',
    XTS: 'sedan', XLR: 'sedan', ELR: 'sedan', Celestiq: 'sedan', XT4: 'small_suv', Optiq: 'small_suv',
    XT5: 'large_suv', XT6: 'large_suv', SRX: 'large_suv', Lyriq: 'large_suv', Vistiq: 'large_suv',
    Escalade: 'large_suv', 'Escalade ESV': 'large_suv', 'Escalade IQ': 'large_suv', 'Escalade EXT': 'truck',
  },
  Chevrolet: {
    Malibu: 'sedan', Impala: 'sedan', Cruze: 'sedan', Sonic: 'sedan', Spark: 'sedan', Aveo: 'sedan',
    Cobalt: 'sedan', Cavalier: 'sedan', Volt: 'sedan', Bolt: 'sedan', Camaro: 'sedan', Corvette: 'sedan',
    HHR: 'sedan', SS: 'sedan', 'Monte Carlo': 'sedan', 'Bolt EUV': 'small_suv', Trax: 'small_suv',
    Equinox: 'small_suv', 'Equinox EV': 'small_suv', 'Captiva|Captiva Sport': 'small_suv',
    Trailblazer: [[2002, 2009, 'large_suv'], [2021, null, 'small_suv']],
    Blazer: 'large_suv', 'Blazer EV': 'large_suv', Traverse: 'large_suv', Tahoe: 'large_suv', Suburban: 'large_suv',
    Silverado: 'truck', 'Silverado 1500|Silverado 2500|Silverado 3500|Silverado HD|Silverado EV': 'truck',
    Colorado: 'truck', Avalanche: 'truck', SSR: 'truck', 'S-10': 'truck',
    Express: 'van', Uplander: 'van', Venture: 'van', Astro: 'van', 'City Express': 'van', 'BrightDrop': 'van',
  },
  Chrysler: {
    300: 'sedan', '300C|300M|300S': 'sedan', 200: 'sedan', Sebring: 'sedan', 'PT Cruiser': 'sedan',
    Crossfire: 'sedan', Pacifica: [[2004, 2008, 'large_suv'], [2017, null, 'van']], Aspen: 'large_suv',
    'Town & Country': 'van', Voyager: 'van',
  },
  Dodge: {
    Charger: 'sedan', Challenger: 'sedan', Dart: 'sedan', Avenger: 'sedan', Caliber: 'sedan', Neon: 'sedan',
    'SRT-4': 'sedan', Magnum: 'sedan', Stratus: 'sedan', Viper: 'sedan', Intrepid: 'sedan',
    Hornet: 'small_suv', Nitro: 'small_suv', Durango: 'large_suv', Journey: 'large_suv',
    'Ram|Ram 1500|Ram 2500|Ram 3500': 'truck', Dakota: 'truck',
    Caravan: 'van', 'Grand Caravan': 'van', Sprinter: 'van', 'Ram ProMaster|ProMaster': 'van',
  },
  Fiat: { 500: 'sedan', '500e': 'sedan', '500 Abarth|Abarth': 'sedan', '500L': 'sedan', '124 Spider': 'sedan', '500X': 'small_suv' },
  Ford: {
    Fiesta: 'sedan', Focus: 'sedan', Fusion: 'sedan', Taurus: 'sedan', 'Five Hundred': 'sedan',
    'Crown Victoria': 'sedan', Mustang: 'sedan', GT: 'sedan', 'C-Max': 'sedan',
    Escape: 'small_suv', 'Bronco Sport': 'small_suv', EcoSport: 'small_suv', 'Mustang Mach-E|Mach-E': 'small_suv',
    Edge: 'large_suv', Explorer: 'large_suv', Flex: 'large_suv', Expedition: 'large_suv',
    'Expedition Max|Expedition EL': 'large_suv', Excursion: 'large_suv', Bronco: 'large_suv',
    Freestyle: 'large_suv', 'Taurus X': 'large_suv',
    'F-150|F-150 Lightning|Lightning': 'truck', 'F-250': 'truck', 'F-350': 'truck', 'F-450': 'truck',
    'F-550': 'truck', 'Super Duty': 'truck', Ranger: 'truck', Maverick: 'truck',
    'Explorer Sport Trac|Sport Trac': 'truck',
    'E-Series|E-150|E-250|E-350|E-450|Econoline': 'van', Transit: 'van', 'Transit Connect': 'van',
    'E-Transit': 'van', Freestar: 'van', Windstar: 'van',
  },
  Genesis: {
    G70: 'sedan', G80: 'sedan', G90: 'sedan', GV60: 'small_suv', GV70: 'small_suv', GV80: 'large_suv',
  },
  GMC: {
    Sierra: 'truck', 'Sierra 1500|Sierra 2500|Sierra 3500|Sierra HD|Sierra EV': 'truck', Canyon: 'truck',
    'Hummer EV|Hummer': 'truck', 'Hummer EV SUV|Hummer SUV': 'large_suv',
    Terrain: 'small_suv', Acadia: 'large_suv', Yukon: 'large_suv', 'Yukon XL|Yukon Denali': 'large_suv',
    Envoy: 'large_suv', 'Envoy XL': 'large_suv', Savana: 'van', Safari: 'van',
  },
  Honda: {
    Accord: 'sedan', Civic: 'sedan', Fit: 'sedan', Insight: 'sedan', 'CR-Z': 'sedan', S2000: 'sedan',
    Clarity: 'sedan', 'CR-V': 'small_suv', 'HR-V': 'small_suv', Element: 'small_suv',
    'Crosstour|Accord Crosstour': 'large_suv', Passport: 'large_suv', Pilot: 'large_suv', Prologue: 'large_suv',
    Ridgeline: 'truck', Odyssey: 'van',
  },
  Hummer: { H2: 'large_suv', H3: 'large_suv', 'H2 SUT': 'truck', H3T: 'truck' },
  Hyundai: {
    Accent: 'sedan', Elantra: 'sedan', 'Elantra GT|Elantra Touring': 'sedan', Sonata: 'sedan', Azera: 'sedan',
    Genesis: 'sedan', 'Genesis Coupe': 'sedan', Equus: 'sedan', Veloster: 'sedan', Ioniq: 'sedan',
    'Ioniq 6': 'sedan', Tiburon: 'sedan', 'Ioniq 5': 'small_suv', Kona: 'small_suv', Venue: 'small_suv',
    Tucson: 'small_suv', Nexo: 'small_suv', 'Santa Fe|Santa Fe Sport|Santa Fe XL': 'large_suv',
    Veracruz: 'large_suv', Palisade: 'large_suv', 'Ioniq 9': 'large_suv', 'Santa Cruz': 'truck', Entourage: 'van',
  },
  Infiniti: {
    'G|G25|G35|G37': 'sedan', Q40: 'sedan', Q50: 'sedan', Q60: 'sedan', Q70: 'sedan', 'M|M35|M37|M45|M56': 'sedan',
    'EX|EX35|EX37': 'small_suv', QX30: 'small_suv', QX50: 'small_suv', QX55: 'small_suv',
    'FX|FX35|FX37|FX45|FX50': 'large_suv', QX70: 'large_suv', 'JX|JX35': 'large_suv', QX60: 'large_suv',
    QX56: 'large_suv', QX80: 'large_suv',
  },
  Jaguar: {
    XE: 'sedan', XF: 'sedan', XJ: 'sedan', XK: 'sedan', 'S-Type': 'sedan', 'X-Type': 'sedan', 'F-Type': 'sedan',
    'E-Pace': 'small_suv', 'F-Pace': 'small_suv', 'I-Pace': 'small_suv',
  },
  Jeep: {
    Wrangler: 'small_suv', 'Wrangler Unlimited': 'small_suv', Cherokee: 'small_suv', Liberty: 'small_suv',
    Compass: 'small_suv', Patriot: 'small_suv', Renegade: 'small_suv',
    'Grand Cherokee|Grand Cherokee L': 'large_suv', Commander: 'large_suv', Wagoneer: 'large_suv',
    'Grand Wagoneer': 'large_suv', 'Wagoneer S': 'large_suv', Gladiator: 'truck',
  },
  Kia: {
    Rio: 'sedan', Forte: 'sedan', 'Forte Koup|Forte5': 'sedan', K4: 'sedan', Optima: 'sedan', K5: 'sedan',
    Cadenza: 'sedan', K900: 'sedan', Stinger: 'sedan', Spectra: 'sedan', Amanti: 'sedan',
    Soul: 'small_suv', Niro: 'small_suv', Seltos: 'small_suv', Sportage: 'small_suv', EV6: 'small_suv',
    Rondo: 'small_suv', Sorento: 'large_suv', Telluride: 'large_suv', Borrego: 'large_suv', EV9: 'large_suv',
    Sedona: 'van', Carnival: 'van',
  },
  'Land Rover': {
    'Range Rover': 'large_suv', 'Range Rover Sport': 'large_suv', 'Range Rover Velar|Velar': 'large_suv',
    'Range Rover Evoque|Evoque': 'small_suv', Discovery: 'large_suv', 'Discovery Sport': 'small_suv',
    LR2: 'small_suv', LR3: 'large_suv', LR4: 'large_suv', Defender: 'large_suv',
  },
  Lexus: {
    ES: 'sedan', IS: 'sedan', GS: 'sedan', LS: 'sedan', HS: 'sedan', CT: 'sedan', RC: 'sedan', LC: 'sedan',
    SC: 'sedan', LFA: 'sedan', UX: 'small_suv', NX: 'small_suv', RZ: 'small_suv', RX: 'large_suv',
    GX: 'large_suv', LX: 'large_suv', TX: 'large_suv',
  },
  Lincoln: {
    MKZ: 'sedan', MKS: 'sedan', 'Town Car': 'sedan', Continental: 'sedan', Zephyr: 'sedan', LS: 'sedan',
    MKC: 'small_suv', Corsair: 'small_suv', Nautilus: 'large_suv', MKX: 'large_suv', MKT: 'large_suv',
    Aviator: 'large_suv', 'Navigator|Navigator L': 'large_suv', 'Mark LT': 'truck',
  },
  Lucid: { Air: 'sedan', Gravity: 'large_suv' },
  Mazda: {
    'Mazda2|2': 'sedan', 'Mazda3|3': 'sedan', 'Mazda6|6': 'sedan', 'RX-8': 'sedan', 'MX-5|MX-5 Miata|Miata': 'sedan',
    'MX-30': 'small_suv', 'CX-3': 'small_suv', 'CX-30': 'small_suv', 'CX-5': 'small_suv', 'CX-50': 'small_suv',
    'CX-7': 'small_suv', Tribute: 'small_suv', 'CX-70': 'large_suv', 'CX-9': 'large_suv', 'CX-90': 'large_suv',
    'B-Series|B2300|B3000|B4000': 'truck', 'Mazda5|5': 'van', MPV: 'van',
  },
  'Mercedes-Benz': {
    'A-Class|A': 'sedan', 'B-Class|B': 'sedan', 'C-Class|C': 'sedan', 'E-Class|E': 'sedan', 'S-Class|S': 'sedan',
    CLA: 'sedan', CLS: 'sedan', CLK: 'sedan', 'SL': 'sedan', SLK: 'sedan', SLC: 'sedan', 'AMG GT': 'sedan',
    EQS: 'sedan', EQE: 'sedan', GLA: 'small_suv', GLB: 'small_suv', GLC: 'small_suv', GLK: 'small_suv',
    EQB: 'small_suv', 'M-Class|ML': 'large_suv', GLE: 'large_suv', GL: 'large_suv', GLS: 'large_suv',
    'G-Class|G': 'large_suv', 'R-Class|R': 'large_suv', 'EQS SUV': 'large_suv', 'EQE SUV': 'large_suv',
    Sprinter: 'van', Metris: 'van',
  },
  Mercury: {
    'Grand Marquis': 'sedan', Milan: 'sedan', Montego: 'sedan', Sable: 'sedan', Mariner: 'small_suv',
    Mountaineer: 'large_suv', Monterey: 'van',
  },
  Mini: {
    'Cooper|Hardtop': 'sedan', 'Cooper Clubman|Clubman': 'sedan', 'Cooper Convertible|Convertible': 'sedan',
    'Cooper Countryman|Countryman': 'small_suv', 'Cooper Paceman|Paceman': 'small_suv',
  },
  Mitsubishi: {
    Lancer: 'sedan', 'Lancer Evolution': 'sedan', Galant: 'sedan', Mirage: 'sedan', 'i-MiEV': 'sedan',
    Eclipse: [[2000, 2012, 'sedan'], [2018, null, 'small_suv']], 'Eclipse Cross': 'small_suv',
    Outlander: 'small_suv', 'Outlander Sport': 'small_suv', Endeavor: 'large_suv', Montero: 'large_suv',
    Raider: 'truck',
  },
  Nissan: {
    Altima: 'sedan', Maxima: 'sedan', Sentra: 'sedan', Versa: 'sedan', 'Versa Note': 'sedan', Cube: 'sedan',
    Leaf: 'sedan', '350Z': 'sedan', '370Z': 'sedan', Z: 'sedan', 'GT-R': 'sedan',
    Juke: 'small_suv', Kicks: 'small_suv', Rogue: 'small_suv', 'Rogue Sport': 'small_suv', Xterra: 'small_suv',
    Ariya: 'small_suv', Murano: 'large_suv', Pathfinder: 'large_suv', Armada: 'large_suv',
    Frontier: 'truck', Titan: 'truck', 'Titan XD': 'truck',
    Quest: 'van', NV200: 'van', 'NV|NV1500|NV2500|NV3500': 'van',
  },
  Polestar: { 1: 'sedan', 2: 'sedan', 3: 'large_suv', 4: 'small_suv' },
  Pontiac: {
    G3: 'sedan', G5: 'sedan', G6: 'sedan', G8: 'sedan', Vibe: 'sedan', Solstice: 'sedan', 'Grand Prix': 'sedan',
    'Grand Am': 'sedan', Bonneville: 'sedan', Sunfire: 'sedan', GTO: 'sedan', Torrent: 'small_suv',
    Aztek: 'small_suv', 'Montana|Montana SV6': 'van',
  },
  Porsche: {
    911: 'sedan', Boxster: 'sedan', Cayman: 'sedan', 718: 'sedan', Panamera: 'sedan', Taycan: 'sedan',
    Macan: 'small_suv', Cayenne: 'large_suv',
  },
  Ram: {
    '1500|1500 Classic': 'truck', 2500: 'truck', 3500: 'truck', 4500: 'truck', Dakota: 'truck',
    ProMaster: 'van', 'ProMaster City': 'van', 'C/V|Cargo Van': 'van',
  },
  Rivian: { R1T: 'truck', R1S: 'large_suv', R2: 'small_suv', R3: 'small_suv', EDV: 'van' },
  Saab: { '9-3': 'sedan', '9-5': 'sedan', '9-2X': 'sedan', '9-4X': 'small_suv', '9-7X': 'large_suv' },
  Saturn: { Ion: 'sedan', Aura: 'sedan', Astra: 'sedan', Sky: 'sedan', Vue: 'small_suv', Outlook: 'large_suv', Relay: 'van' },
  Scion: { tC: 'sedan', xA: 'sedan', xB: 'sedan', xD: 'sedan', iA: 'sedan', iM: 'sedan', iQ: 'sedan', 'FR-S': 'sedan' },
  Smart: { 'Fortwo|For Two': 'sedan' },
  Subaru: {
    Impreza: 'sedan', Legacy: 'sedan', WRX: 'sedan', 'WRX STI|STI': 'sedan', BRZ: 'sedan',
    Outback: 'small_suv', Forester: 'small_suv', 'Crosstrek|XV Crosstrek': 'small_suv', Solterra: 'small_suv',
    'Ascent': 'large_suv', 'Tribeca|B9 Tribeca': 'large_suv', Baja: 'truck',
  },
  Suzuki: {
    SX4: 'sedan', Swift: 'sedan', Aerio: 'sedan', Forenza: 'sedan', Reno: 'sedan', Kizashi: 'sedan',
    'Grand Vitara|Vitara': 'small_suv', 'XL-7': 'large_suv', Equator: 'truck',
  },
  Tesla: {
    'Model S|S': 'sedan', 'Model 3|3': 'sedan', Roadster: 'sedan', 'Model Y|Y': 'small_suv',
    'Model X|X': 'large_suv', Cybertruck: 'truck',
  },
  Toyota: {
    Camry: 'sedan', Corolla: 'sedan', 'Corolla iM': 'sedan', 'GR Corolla': 'sedan', Avalon: 'sedan',
    Prius: 'sedan', 'Prius C|Prius V|Prius Prime': 'sedan', Yaris: 'sedan', Matrix: 'sedan', Mirai: 'sedan',
    Echo: 'sedan', Celica: 'sedan', Solara: 'sedan', 'GR86|86': 'sedan', Supra: 'sedan', Crown: 'sedan',
    RAV4: 'small_suv', 'C-HR': 'small_suv', 'Corolla Cross': 'small_suv', 'bZ4X|bZ': 'small_suv',
    'FJ Cruiser|FJ': 'small_suv', Venza: [[2009, 2015, 'large_suv'], [2021, 2024, 'small_suv']],
    'Crown Signia': 'large_suv', Highlander: 'large_suv', 'Grand Highlander': 'large_suv', '4Runner': 'large_suv',
    Sequoia: 'large_suv', 'Land Cruiser': 'large_suv', Tacoma: 'truck', Tundra: 'truck', Sienna: 'van',
  },
  Volkswagen: {
    Golf: 'sedan', GTI: 'sedan', 'Golf GTI|Golf R|e-Golf|Golf SportWagen': 'sedan', Jetta: 'sedan',
    'Jetta SportWagen': 'sedan', Passat: 'sedan', CC: 'sedan', 'Beetle|New Beetle': 'sedan', Rabbit: 'sedan',
    Eos: 'sedan', Arteon: 'sedan', Phaeton: 'sedan', 'ID.7': 'sedan', 'Golf Alltrack|Alltrack': 'small_suv',
    Tiguan: 'small_suv', Taos: 'small_suv', 'ID.4': 'small_suv', Atlas: 'large_suv',
    'Atlas Cross Sport': 'large_suv', Touareg: 'large_suv', Routan: 'van', 'ID. Buzz|ID Buzz|Buzz': 'van',
  },
  Volvo: {
    S40: 'sedan', S60: 'sedan', S80: 'sedan', S90: 'sedan', V50: 'sedan', V60: 'sedan', V70: 'sedan',
    V90: 'sedan', C30: 'sedan', C70: 'sedan', 'V60 Cross Country': 'small_suv', 'V90 Cross Country': 'small_suv',
    XC70: 'small_suv', XC40: 'small_suv', C40: 'small_suv', EX30: 'small_suv', EX40: 'small_suv',
    XC60: 'small_suv', XC90: 'large_suv', EX90: 'large_suv',
  },
};
