// Builds the map's offline basemap: countries (Natural Earth 1:110m, from the world-atlas npm package) as GeoJSON,
// coordinates rounded to 2 decimals (~1 km) to keep it light. Run: node libs/features/search/scripts/build-basemap.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));
const countries = feature(topology, topology.objects.countries);

const round = (value) => Math.round(value * 100) / 100;
const roundCoordinates = (coordinates) => (typeof coordinates[0] === 'number' ? coordinates.map(round) : coordinates.map(roundCoordinates));

const collection = {
  type: 'FeatureCollection',
  features: countries.features.map((country) => ({
    type: 'Feature',
    properties: { name: country.properties.name },
    geometry: { type: country.geometry.type, coordinates: roundCoordinates(country.geometry.coordinates) },
  })),
};
const out = fileURLToPath(new URL('../src/components/map/basemap/countries-110m.json', import.meta.url));
writeFileSync(out, `${JSON.stringify(collection)}\n`);
console.log(`wrote ${out}: ${collection.features.length} countries, ${(JSON.stringify(collection).length / 1024).toFixed(0)} KiB`);
