-- Trigram matching for partial words and typos in catalog search (Thai and English).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
