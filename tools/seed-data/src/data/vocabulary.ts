/** Words the generator builds names, descriptions and reviews from. */

export const TAGS: ReadonlyArray<{ slug: string; name: string }> = [
  { slug: 'couple-friendly', name: 'Couple friendly' },
  { slug: 'near-beach', name: 'Near the beach' },
  { slug: 'family', name: 'Family' },
  { slug: 'pet-friendly', name: 'Pet friendly' },
  { slug: 'business', name: 'Business' },
  { slug: 'with-pool', name: 'With pool' },
  { slug: 'mountain-view', name: 'Mountain view' },
  { slug: 'city-centre', name: 'City centre' },
  { slug: 'near-airport', name: 'Near the airport' },
  { slug: 'heritage', name: 'Heritage' },
  { slug: 'luxury', name: 'Luxury' },
  { slug: 'budget', name: 'Budget' },
  { slug: 'ski', name: 'Ski' },
  { slug: 'lakeside', name: 'Lakeside' },
];

export const AMENITIES: ReadonlyArray<{ id: number; name: string; icon: string }> = [
  { id: 1, name: 'Free Wifi', icon: 'wifi' },
  { id: 2, name: 'AC', icon: 'ac' },
  { id: 3, name: 'TV', icon: 'tv' },
  { id: 4, name: 'Parking', icon: 'parking' },
  { id: 5, name: 'Breakfast', icon: 'breakfast' },
  { id: 6, name: 'Swimming Pool', icon: 'pool' },
  { id: 7, name: 'Kitchen', icon: 'kitchen' },
  { id: 8, name: 'Garden', icon: 'garden' },
  { id: 9, name: 'Fireplace', icon: 'fireplace' },
  { id: 10, name: 'Pets allowed', icon: 'pets' },
  { id: 11, name: 'Washing machine', icon: 'washing-machine' },
  { id: 12, name: 'Sauna', icon: 'sauna' },
  { id: 13, name: 'Power backup', icon: 'power' },
  { id: 14, name: 'Geyser', icon: 'geyser' },
  { id: 15, name: 'Room service', icon: 'room-service' },
  { id: 16, name: 'Lift', icon: 'lift' },
  { id: 17, name: 'Dishwasher', icon: 'dishwasher' },
  { id: 18, name: 'Terrace', icon: 'terrace' },
  { id: 19, name: 'Barbecue', icon: 'barbecue' },
  { id: 20, name: 'Gym', icon: 'gym' },
];

export const AMENITY_IDS = {
  wifi: 1,
  ac: 2,
  tv: 3,
  parking: 4,
  breakfast: 5,
  pool: 6,
  kitchen: 7,
  garden: 8,
  fireplace: 9,
  pets: 10,
  washingMachine: 11,
  sauna: 12,
  powerBackup: 13,
  geyser: 14,
  roomService: 15,
  lift: 16,
  dishwasher: 17,
  terrace: 18,
  barbecue: 19,
  gym: 20,
} as const;

export const HOTEL_NAME_WORDS = ['Residency', 'Grand', 'Inn', 'Suites', 'Palace', 'Comfort', 'Heritage', 'Premier', 'Regency', 'Crest', 'Courtyard', 'Plaza'];
export const HOTEL_CATEGORIES = ['Budget', 'Budget', 'Townhouse', 'Premium', 'Premium', 'Townhouse'] as const;

export const HOTEL_ROOM_TIERS: ReadonlyArray<{ name: string; factor: number; maxOccupancy: number; oneLiner: string; amenities: string[] }> = [
  { name: 'Classic', factor: 1, maxOccupancy: 2, oneLiner: 'A bright room with a queen bed', amenities: ['AC', 'TV', 'Free Wifi'] },
  { name: 'Deluxe', factor: 1.25, maxOccupancy: 3, oneLiner: 'More room, a work desk and a city view', amenities: ['AC', 'TV', 'Free Wifi', 'Geyser'] },
  {
    name: 'Premium',
    factor: 1.55,
    maxOccupancy: 3,
    oneLiner: 'A king bed, a sofa and a rain shower',
    amenities: ['AC', 'TV', 'Free Wifi', 'Geyser', 'Mini fridge'],
  },
  {
    name: 'Suite',
    factor: 2.2,
    maxOccupancy: 3,
    oneLiner: 'A separate living room and a bathtub',
    amenities: ['AC', 'TV', 'Free Wifi', 'Geyser', 'Mini fridge', 'Bathtub'],
  },
];

export type HomeCategory = 'Apartment' | 'Villa' | 'Cottage' | 'Chalet' | 'Bungalow';

/** First words of holiday-home names, in the local language where it has a habit of naming houses. */
export const HOME_NAME_PREFIX: Record<HomeCategory, string[]> = {
  Apartment: ['Apartment', 'Studio', 'Loft', 'Residence'],
  Villa: ['Villa'],
  Cottage: ['Cottage', 'Maison', 'Casa', 'Huisje'],
  Chalet: ['Chalet'],
  Bungalow: ['Bungalow', 'Beach house', 'Lodge'],
};

export const HOME_NAME_WORDS: Record<string, string[]> = {
  nl: ['Zeezicht', 'Duinzicht', 'De Vuurtoren', 'Het Zonnetje', 'Zilvermeeuw', 'De Linde', 'Strandroos', 'Helmgras', 'De Branding', 'Polderhof'],
  de: ['Edelweiss', 'Seeblick', 'Alpenrose', 'Sonnenhang', 'Dünenblick', 'Waldesruh', 'Bergfrieden', 'Möwennest', 'Lindenhof', 'Enzian'],
  fr: ['Les Mimosas', 'La Bergerie', 'Le Mas Bleu', 'Les Oliviers', 'La Marée', "L'Edelweiss", 'Les Lavandes', 'Le Phare', 'Belle Vue', 'Les Pins'],
  es: ['Sol y Mar', 'Los Almendros', 'Buena Vista', 'La Palmera', 'El Mirador', 'Las Buganvillas', 'Brisa Marina', 'Casa Blanca', 'El Olivar', 'La Caleta'],
  at: ['Edelweiss', 'Alpenglühen', 'Bergkristall', 'Almrausch', 'Gamsblick', 'Sonnalm', 'Tannenhof', 'Zirbe', 'Kaiserblick', 'Enzian'],
  it: ['Bellavista', 'Il Girasole', 'La Pergola', 'Le Rose', 'Il Limoneto', 'Villa Serena', 'Il Poggio', 'La Torre', 'Azzurra', 'Gli Ulivi'],
  gb: ['Rose Cottage', 'Sea Breeze', 'Honeysuckle', 'The Old Forge', 'Hillside', 'Ivy House', 'Harbour View', 'Primrose', 'The Granary', 'Meadowbank'],
  be: ['Zeezicht', 'Les Ardennes', 'Duinhuis', 'Le Bois Joli', 'De Zandloper', 'La Source', 'Zonneweelde', 'Les Hêtres', 'De Golfbreker', 'Beau Séjour'],
  in: ['Tamarind', 'Coconut Grove', 'Pine Crest', 'Mango Orchard', 'Deodar', 'Monsoon', 'Banyan', 'Cardamom Hills', 'Lotus', 'Frangipani'],
};

export const STREET_WORDS: Record<string, string[]> = {
  in: ['MG Road', 'Station Road', 'Main Road', 'Church Street', 'Temple Road', 'Ring Road', 'Nehru Marg', 'Gandhi Road', 'Lake Road', 'Park Avenue'],
  nl: ['Duinweg', 'Zeeweg', 'Kerkstraat', 'Dorpsstraat', 'Strandweg', 'Prinsengracht', 'Molenweg', 'Boulevard'],
  de: ['Hauptstraße', 'Seestraße', 'Bergweg', 'Dorfstraße', 'Strandstraße', 'Lindenallee', 'Waldweg', 'Kirchgasse'],
  fr: ['Rue de la Plage', 'Rue du Port', 'Chemin des Vignes', 'Avenue des Pins', "Rue de l'Église", 'Route du Lac', 'Rue Victor Hugo', 'Place du Marché'],
  es: ['Calle Mayor', 'Paseo Marítimo', 'Calle del Sol', 'Avenida del Mar', 'Calle de la Iglesia', 'Camino Real', 'Calle Nueva', 'Plaza Mayor'],
  at: ['Hauptstraße', 'Dorfstraße', 'Seepromenade', 'Almweg', 'Kirchgasse', 'Bergstraße', 'Lindenweg', 'Sonnenweg'],
  it: ['Via Roma', 'Via del Mare', 'Via Garibaldi', 'Corso Italia', 'Via della Chiesa', 'Via dei Pini', 'Piazza del Popolo', 'Via Dante'],
  gb: ['High Street', 'Church Lane', 'Harbour Road', 'Station Road', 'Mill Lane', 'The Green', 'Seaview Terrace', 'Castle Street'],
  be: ['Zeedijk', 'Kerkstraat', 'Rue de la Station', 'Duinenweg', 'Grand-Place', 'Rue du Moulin', 'Markt', 'Dorpsplein'],
};

export const DESCRIPTION_OPENERS = {
  hotel: [
    'A well-kept hotel with friendly staff',
    'A modern hotel with bright, quiet rooms',
    'A comfortable stay close to shops and restaurants',
    'A calm hotel with spotless rooms and a 24-hour front desk',
  ],
  home: [
    'A charming holiday home with space for the whole family',
    'A light and cosy home with everything for a relaxed stay',
    'A characterful house with a fully equipped kitchen',
    'A peaceful retreat, tastefully furnished',
  ],
} as const;

/**
 * What guests write, per star rating: a review reads "<opener> <detail>" under one of the titles, so that a property's
 * reviews never repeat a text (4 openers x 4 details = 16 distinct texts per star, more than a property ever gets).
 */
export const REVIEW_PHRASES: Readonly<Record<1 | 2 | 3 | 4 | 5, { titles: readonly string[]; openers: readonly string[]; details: readonly string[] }>> = {
  5: {
    titles: ['Wonderful stay', 'Perfect location', 'Could not fault it', 'Better than the pictures'],
    openers: ['Spotless, quiet and welcoming.', 'Everything was exactly as described.', 'A lovely place to stay.', 'We loved every day here.'],
    details: [
      'The staff went out of their way to help us.',
      'Everything was within walking distance and the beds were very comfortable.',
      'Check-in took two minutes and the room was ready early.',
      'We are already planning to come back next year.',
    ],
  },
  4: {
    titles: ['Very good value', 'Would come back', 'A pleasant stay', 'Good choice'],
    openers: ['Clean rooms and a good breakfast.', 'A pleasant stay overall.', 'Comfortable and well kept.', 'Good value for the price.'],
    details: [
      'There was a little noise from the street at night.',
      'Check-in was quick and the wifi worked well.',
      'The shower could have been warmer.',
      'Parking nearby was hard to find in the evening.',
    ],
  },
  3: {
    titles: ['Decent for a night', 'Average', 'Fine, nothing special', 'Mixed feelings'],
    openers: ['The room was fine but smaller than in the pictures.', 'Good location.', 'Friendly people.', 'It did the job for a short stay.'],
    details: [
      'The bathroom needed some attention.',
      'Breakfast was rather basic.',
      'The walls were thin and we heard our neighbours.',
      'Some of the furniture was worn.',
    ],
  },
  2: {
    titles: ['Not as expected', 'Needs work', 'Disappointing value', 'Would not return'],
    openers: ['The air conditioning was weak.', 'The room smelt damp.', 'Not worth the price.', 'Far from what the listing promised.'],
    details: [
      'Our complaint at the desk changed nothing.',
      'The towels were not changed during our stay.',
      'The wifi dropped every few minutes.',
      'It was noisy until well after midnight.',
    ],
  },
  1: {
    titles: ['Disappointing', 'Avoid', 'A bad experience', 'Very poor'],
    openers: ['Our booking was not ready on arrival.', 'The room was dirty when we arrived.', 'Nothing worked as it should.', 'We left a day early.'],
    details: ['Nobody apologised.', 'We had to ask three times for clean sheets.', 'The hot water never came on.', 'The noise made sleep impossible.'],
  },
};

export const REVIEWER_NAMES: Record<string, string[]> = {
  in: ['Aarav S.', 'Priya K.', 'Rohan M.', 'Ananya R.', 'Vikram N.', 'Sneha P.', 'Karthik I.', 'Meera J.', 'Arjun D.', 'Kavya T.'],
  eu: ['Sanne de V.', 'Lukas M.', 'Camille D.', 'Lucía G.', 'Matteo R.', 'Emily W.', 'Jonas P.', 'Élise B.', 'Thomas K.', 'Sophie L.'],
};
