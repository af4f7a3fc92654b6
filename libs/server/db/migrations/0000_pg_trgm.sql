-- Trigram matching for autocomplete on city, locality and property names (GIN indexes in the next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
