export { seedDatabase } from './seed-database';
export { extendInventory } from './extend-inventory';
export { databaseStats } from './database-stats';
export { mulberry32 } from './random';
