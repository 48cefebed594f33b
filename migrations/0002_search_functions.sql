-- Trigram search over products: name, part number, brand and compatible models.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- array_to_string is only STABLE; for text[] it is safe to treat as immutable, which a generated column needs.
CREATE OR REPLACE FUNCTION shop_text_array_to_string(text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string($1, ' ') $$;
