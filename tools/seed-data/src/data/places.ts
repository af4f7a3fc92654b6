/**
 * Real places with real coordinates. A city's `weight` says how many properties it gets relative to the
 * others of its country; `homes` marks where holiday homes are let in India (Dunelight Homes India).
 */
interface LocalitySeed {
  name: string;
  latitude: number;
  longitude: number;
}

export interface CitySeed {
  countryCode: string;
  name: string;
  state: string;
  latitude: number;
  longitude: number;
  popular: boolean;
  weight: number;
  /** India only: holiday homes are let here too. */
  homes?: boolean;
  /** India only: Nivaas has hotels here (default true). */
  hotels?: boolean;
  localities: LocalitySeed[];
}

type LocalityTuple = [name: string, latitude: number, longitude: number];

function city(
  countryCode: string,
  name: string,
  state: string,
  latitude: number,
  longitude: number,
  options: { popular?: boolean; weight?: number; homes?: boolean; hotels?: boolean },
  localities: LocalityTuple[] = [],
): CitySeed {
  return {
    countryCode,
    name,
    state,
    latitude,
    longitude,
    popular: options.popular ?? false,
    weight: options.weight ?? 1,
    homes: options.homes ?? false,
    hotels: options.hotels ?? true,
    localities: localities.map(([localityName, lat, lon]) => ({ name: localityName, latitude: lat, longitude: lon })),
  };
}

const india = (name: string, state: string, lat: number, lon: number, options: Parameters<typeof city>[5], localities?: LocalityTuple[]) =>
  city('in', name, state, lat, lon, options, localities);

export const INDIA_CITIES: CitySeed[] = [
  india('Bengaluru', 'Karnataka', 12.9716, 77.5946, { popular: true, weight: 9 }, [
    ['Koramangala', 12.9352, 77.6245],
    ['Indiranagar', 12.9784, 77.6408],
    ['Whitefield', 12.9698, 77.75],
    ['MG Road', 12.9756, 77.605],
    ['Electronic City', 12.8452, 77.6602],
    ['HSR Layout', 12.9116, 77.6474],
    ['Marathahalli', 12.9569, 77.7011],
    ['Jayanagar', 12.9299, 77.5826],
  ]),
  india('Mumbai', 'Maharashtra', 19.076, 72.8777, { popular: true, weight: 9 }, [
    ['Andheri', 19.1136, 72.8697],
    ['Bandra', 19.0596, 72.8295],
    ['Colaba', 18.9067, 72.8147],
    ['Juhu', 19.1075, 72.8263],
    ['Powai', 19.1176, 72.906],
    ['Lower Parel', 18.9986, 72.8302],
  ]),
  india('New Delhi', 'Delhi', 28.6139, 77.209, { popular: true, weight: 9 }, [
    ['Connaught Place', 28.6315, 77.2167],
    ['Paharganj', 28.6448, 77.2137],
    ['Karol Bagh', 28.6519, 77.1909],
    ['Aerocity', 28.5562, 77.118],
    ['Hauz Khas', 28.5494, 77.2001],
    ['Saket', 28.5245, 77.2066],
  ]),
  india('Goa', 'Goa', 15.4909, 73.8278, { popular: true, weight: 7, homes: true }, [
    ['Baga', 15.5553, 73.7517],
    ['Calangute', 15.5439, 73.7553],
    ['Anjuna', 15.5733, 73.741],
    ['Candolim', 15.518, 73.7622],
    ['Panaji', 15.4909, 73.8278],
    ['Colva', 15.2793, 73.9224],
    ['Palolem', 15.01, 74.0232],
  ]),
  india('Hyderabad', 'Telangana', 17.385, 78.4867, { popular: true, weight: 7 }, [
    ['Banjara Hills', 17.4156, 78.4347],
    ['Gachibowli', 17.4401, 78.3489],
    ['HITEC City', 17.4435, 78.3772],
    ['Secunderabad', 17.4399, 78.4983],
    ['Jubilee Hills', 17.4326, 78.4071],
  ]),
  india('Chennai', 'Tamil Nadu', 13.0827, 80.2707, { popular: true, weight: 6 }, [
    ['T. Nagar', 13.0418, 80.2341],
    ['Egmore', 13.0732, 80.2609],
    ['Adyar', 13.0012, 80.2565],
    ['Guindy', 13.0067, 80.2206],
    ['Nungambakkam', 13.0569, 80.2425],
  ]),
  india('Kolkata', 'West Bengal', 22.5726, 88.3639, { popular: true, weight: 6 }, [
    ['Park Street', 22.5535, 88.352],
    ['Salt Lake', 22.5868, 88.4171],
    ['New Town', 22.592, 88.4847],
    ['Howrah', 22.5958, 88.2636],
    ['Ballygunge', 22.5271, 88.365],
  ]),
  india('Pune', 'Maharashtra', 18.5204, 73.8567, { popular: true, weight: 6 }, [
    ['Koregaon Park', 18.5362, 73.894],
    ['Hinjewadi', 18.5913, 73.7389],
    ['Viman Nagar', 18.5679, 73.9143],
    ['Shivajinagar', 18.5308, 73.8475],
    ['Kharadi', 18.5515, 73.9348],
  ]),
  india('Jaipur', 'Rajasthan', 26.9124, 75.7873, { popular: true, weight: 5 }, [
    ['C-Scheme', 26.905, 75.8],
    ['Bani Park', 26.9307, 75.7947],
    ['Malviya Nagar', 26.8549, 75.8243],
    ['Vaishali Nagar', 26.9115, 75.7433],
  ]),
  india('Udaipur', 'Rajasthan', 24.5854, 73.7125, { popular: true, weight: 3, homes: true }, [
    ['Lake Pichola', 24.572, 73.679],
    ['Fateh Sagar', 24.601, 73.673],
  ]),
  india('Agra', 'Uttar Pradesh', 27.1767, 78.0081, { weight: 3 }, [
    ['Taj Ganj', 27.167, 78.042],
    ['Sadar Bazaar', 27.1605, 78.0105],
  ]),
  india('Varanasi', 'Uttar Pradesh', 25.3176, 82.9739, { weight: 3 }, [
    ['Assi Ghat', 25.288, 83.0069],
    ['Godowlia', 25.3095, 83.007],
  ]),
  india('Rishikesh', 'Uttarakhand', 30.0869, 78.2676, { weight: 2, homes: true }, [
    ['Tapovan', 30.1292, 78.3209],
    ['Laxman Jhula', 30.1237, 78.3282],
  ]),
  india('Manali', 'Himachal Pradesh', 32.2432, 77.1892, { popular: true, weight: 3, homes: true }, [
    ['Old Manali', 32.2578, 77.1779],
    ['Mall Road', 32.243, 77.189],
  ]),
  india('Shimla', 'Himachal Pradesh', 31.1048, 77.1734, { weight: 3, homes: true }, [
    ['The Mall', 31.104, 77.175],
    ['Chotta Shimla', 31.0935, 77.1712],
  ]),
  india('Mysuru', 'Karnataka', 12.2958, 76.6394, { weight: 2 }),
  india('Kochi', 'Kerala', 9.9312, 76.2673, { weight: 3 }, [
    ['Fort Kochi', 9.9658, 76.2421],
    ['Ernakulam', 9.9816, 76.2999],
  ]),
  india('Ahmedabad', 'Gujarat', 23.0225, 72.5714, { weight: 4 }, [
    ['Navrangpura', 23.0365, 72.5611],
    ['SG Highway', 23.03, 72.507],
  ]),
  india('Lucknow', 'Uttar Pradesh', 26.8467, 80.9462, { weight: 3 }, [
    ['Hazratganj', 26.85, 80.946],
    ['Gomti Nagar', 26.85, 81.0],
  ]),
  india('Amritsar', 'Punjab', 31.634, 74.8723, { weight: 2 }),
  india('Darjeeling', 'West Bengal', 27.041, 88.2663, { weight: 2, homes: true }),
  india('Ooty', 'Tamil Nadu', 11.4102, 76.695, { weight: 2, homes: true }),
  india('Puducherry', 'Puducherry', 11.9416, 79.8083, { weight: 2, homes: true }, [['White Town', 11.934, 79.835]]),
  india('Gurugram', 'Haryana', 28.4595, 77.0266, { popular: true, weight: 5 }, [
    ['Cyber City', 28.495, 77.089],
    ['Sohna Road', 28.42, 77.04],
    ['Golf Course Road', 28.45, 77.1],
  ]),
  india('Noida', 'Uttar Pradesh', 28.5355, 77.391, { weight: 4 }, [
    ['Sector 18', 28.57, 77.326],
    ['Sector 62', 28.6208, 77.3639],
  ]),
  india('Munnar', 'Kerala', 10.0889, 77.0595, { weight: 1, homes: true }),
  india('Lonavala', 'Maharashtra', 18.7546, 73.4062, { weight: 2, homes: true }),
  india('Alibaug', 'Maharashtra', 18.6414, 72.8722, { weight: 1, homes: true, hotels: false }),
  india('Coorg', 'Karnataka', 12.4244, 75.7382, { weight: 1, homes: true }),
  india('Nainital', 'Uttarakhand', 29.3919, 79.4542, { weight: 2, homes: true }),
  india('Jaisalmer', 'Rajasthan', 26.9157, 70.9083, { weight: 1 }),
];

const europe =
  (countryCode: string) =>
  (name: string, state: string, lat: number, lon: number, weight: number, popular = false, localities?: LocalityTuple[]) =>
    city(countryCode, name, state, lat, lon, { weight, popular }, localities);

const nl = europe('nl');
const de = europe('de');
const fr = europe('fr');
const es = europe('es');
const at = europe('at');
const it = europe('it');
const gb = europe('gb');
const be = europe('be');

export const EUROPE_CITIES: CitySeed[] = [
  nl('Amsterdam', 'North Holland', 52.3676, 4.9041, 6, true, [
    ['Jordaan', 52.374, 4.881],
    ['De Pijp', 52.353, 4.8936],
    ['Oud-West', 52.365, 4.87],
    ['Amsterdam-Noord', 52.391, 4.916],
  ]),
  nl('Zandvoort', 'North Holland', 52.3713, 4.5331, 4, true),
  nl('Texel', 'North Holland', 53.055, 4.797, 4, true, [
    ['Den Burg', 53.0542, 4.7972],
    ['De Koog', 53.0982, 4.7603],
  ]),
  nl('Maastricht', 'Limburg', 50.8514, 5.691, 2),
  nl('Noordwijk', 'South Holland', 52.24, 4.446, 3),
  nl('Domburg', 'Zeeland', 51.564, 3.496, 3),
  nl('Giethoorn', 'Overijssel', 52.739, 6.077, 2),
  nl('Egmond aan Zee', 'North Holland', 52.62, 4.628, 2),
  nl('Valkenburg aan de Geul', 'Limburg', 50.865, 5.832, 2),
  nl('The Hague', 'South Holland', 52.0705, 4.3007, 2, false, [['Scheveningen', 52.108, 4.274]]),
  de('Berlin', 'Berlin', 52.52, 13.405, 5, true, [
    ['Mitte', 52.5173, 13.3889],
    ['Kreuzberg', 52.4986, 13.403],
    ['Prenzlauer Berg', 52.539, 13.424],
    ['Charlottenburg', 52.516, 13.304],
  ]),
  de('Sylt', 'Schleswig-Holstein', 54.9079, 8.3086, 3, true, [
    ['Westerland', 54.9079, 8.3086],
    ['Kampen', 54.9556, 8.3447],
  ]),
  de('Garmisch-Partenkirchen', 'Bavaria', 47.4917, 11.0955, 3, true),
  de('Rügen', 'Mecklenburg-Vorpommern', 54.402, 13.608, 3),
  de('Munich', 'Bavaria', 48.1351, 11.582, 3, true, [
    ['Schwabing', 48.165, 11.586],
    ['Altstadt', 48.1374, 11.5755],
  ]),
  de('Hamburg', 'Hamburg', 53.5511, 9.9937, 3, false, [
    ['St. Pauli', 53.556, 9.964],
    ['HafenCity', 53.5413, 10.001],
  ]),
  de('Usedom', 'Mecklenburg-Vorpommern', 53.954, 14.166, 2),
  de('Titisee-Neustadt', 'Baden-Württemberg', 47.9, 8.15, 2),
  de('Berchtesgaden', 'Bavaria', 47.63, 13.0, 2),
  de('Cochem', 'Rhineland-Palatinate', 50.147, 7.167, 1),
  fr('Paris', 'Île-de-France', 48.8566, 2.3522, 5, true, [
    ['Le Marais', 48.859, 2.362],
    ['Montmartre', 48.8867, 2.3431],
    ['Saint-Germain-des-Prés', 48.854, 2.333],
  ]),
  fr('Nice', "Provence-Alpes-Côte d'Azur", 43.7102, 7.262, 3, true, [['Vieux Nice', 43.697, 7.276]]),
  fr('Chamonix-Mont-Blanc', 'Auvergne-Rhône-Alpes', 45.9237, 6.8694, 3, true),
  fr('Biarritz', 'Nouvelle-Aquitaine', 43.4832, -1.5586, 2),
  fr('Bordeaux', 'Nouvelle-Aquitaine', 44.8378, -0.5792, 2),
  fr('Saint-Tropez', "Provence-Alpes-Côte d'Azur", 43.2727, 6.6406, 2),
  fr('Annecy', 'Auvergne-Rhône-Alpes', 45.8992, 6.1294, 2),
  fr('Avignon', "Provence-Alpes-Côte d'Azur", 43.9493, 4.8055, 2),
  fr('Étretat', 'Normandy', 49.707, 0.204, 1),
  fr('Carnac', 'Brittany', 47.584, -3.078, 2),
  es('Barcelona', 'Catalonia', 41.3874, 2.1686, 5, true, [
    ['Eixample', 41.393, 2.162],
    ['Gràcia', 41.4036, 2.1565],
    ['Barceloneta', 41.379, 2.189],
  ]),
  es('Madrid', 'Community of Madrid', 40.4168, -3.7038, 3, true, [
    ['Malasaña', 40.426, -3.705],
    ['Salamanca', 40.43, -3.68],
  ]),
  es('Marbella', 'Andalusia', 36.5101, -4.8825, 3, true),
  es('Palma de Mallorca', 'Balearic Islands', 39.5696, 2.6502, 3),
  es('Valencia', 'Valencian Community', 39.4699, -0.3763, 2),
  es('Seville', 'Andalusia', 37.3891, -5.9845, 2),
  es('Ibiza', 'Balearic Islands', 38.9067, 1.4206, 2),
  es('Lloret de Mar', 'Catalonia', 41.6997, 2.8453, 2),
  es('San Sebastián', 'Basque Country', 43.3183, -1.9812, 2),
  es('Granada', 'Andalusia', 37.1773, -3.5986, 1),
  at('Vienna', 'Vienna', 48.2082, 16.3738, 4, true, [
    ['Innere Stadt', 48.209, 16.37],
    ['Leopoldstadt', 48.217, 16.395],
    ['Neubau', 48.201, 16.349],
  ]),
  at('Salzburg', 'Salzburg', 47.8095, 13.055, 3, true),
  at('Innsbruck', 'Tyrol', 47.2692, 11.4041, 3),
  at('Kitzbühel', 'Tyrol', 47.4464, 12.3925, 3, true),
  at('Zell am See', 'Salzburg', 47.3239, 12.7963, 3),
  at('Hallstatt', 'Upper Austria', 47.5622, 13.6493, 1),
  at('Sölden', 'Tyrol', 46.965, 11.0076, 2),
  at('St. Anton am Arlberg', 'Tyrol', 47.1296, 10.2681, 2),
  at('Bad Gastein', 'Salzburg', 47.115, 13.134, 1),
  at('Mayrhofen', 'Tyrol', 47.1667, 11.8667, 2),
  it('Rome', 'Lazio', 41.9028, 12.4964, 4, true, [
    ['Trastevere', 41.8894, 12.47],
    ['Monti', 41.895, 12.494],
    ['Prati', 41.907, 12.461],
  ]),
  it('Florence', 'Tuscany', 43.7696, 11.2558, 3, true),
  it('Venice', 'Veneto', 45.4408, 12.3155, 3, true),
  it('Bellagio', 'Lombardy', 45.987, 9.261, 2),
  it('Amalfi', 'Campania', 40.634, 14.6027, 2),
  it('Monterosso al Mare', 'Liguria', 44.146, 9.654, 2),
  it('Siena', 'Tuscany', 43.3188, 11.3308, 2),
  it('Olbia', 'Sardinia', 40.923, 9.498, 2),
  it('Taormina', 'Sicily', 37.8516, 15.2853, 2),
  it('Riva del Garda', 'Trentino', 45.885, 10.841, 2),
  gb('London', 'England', 51.5074, -0.1278, 4, true, [
    ['Soho', 51.5136, -0.1365],
    ['Notting Hill', 51.509, -0.196],
    ['Shoreditch', 51.526, -0.078],
    ['Camden', 51.539, -0.1426],
  ]),
  gb('Edinburgh', 'Scotland', 55.9533, -3.1883, 3, true),
  gb('St Ives', 'England', 50.211, -5.48, 3, true),
  gb('Windermere', 'England', 54.38, -2.907, 3),
  gb('Bourton-on-the-Water', 'England', 51.885, -1.758, 2),
  gb('Brighton', 'England', 50.8225, -0.1372, 2),
  gb('York', 'England', 53.96, -1.0873, 2),
  gb('Bath', 'England', 51.3811, -2.359, 2),
  gb('Portree', 'Scotland', 57.4125, -6.1964, 1),
  gb('Whitby', 'England', 54.4858, -0.6206, 2),
  be('Brussels', 'Brussels-Capital', 50.8503, 4.3517, 3, true, [
    ['Ixelles', 50.8333, 4.3667],
    ['Sablon', 50.84, 4.355],
    ['Saint-Gilles', 50.827, 4.345],
  ]),
  be('Bruges', 'West Flanders', 51.2093, 3.2247, 3, true),
  be('Ghent', 'East Flanders', 51.0543, 3.7174, 2),
  be('Antwerp', 'Antwerp', 51.2194, 4.4025, 2),
  be('Knokke-Heist', 'West Flanders', 51.35, 3.289, 2, true),
  be('Ostend', 'West Flanders', 51.2154, 2.927, 2),
  be('Durbuy', 'Luxembourg', 50.352, 5.456, 2),
  be('Spa', 'Liège', 50.492, 5.864, 1),
  be('Bouillon', 'Luxembourg', 49.794, 5.067, 1),
  be('De Haan', 'West Flanders', 51.273, 3.034, 2),
];

/** Holiday-home countries and how large a share of the European homes each gets. */
export const EUROPE_COUNTRY_WEIGHTS: Record<string, number> = { nl: 5, de: 5, fr: 4, es: 4, at: 2, it: 3, gb: 3, be: 2 };
