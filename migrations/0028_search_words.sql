CREATE TABLE "product_search_word" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "product_search_word_trgm_idx" ON "product_search_word" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Issue 31: the words a misspelt search word is corrected to. A word: three characters or more with a letter
-- (bare numbers are not corrected). Inserted in word order, so two writers never wait on each other crosswise.
CREATE OR REPLACE FUNCTION shop_search_words(text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT DISTINCT w FROM regexp_split_to_table($1, '[^[:alnum:]]+') AS w WHERE length(w) >= 3 AND w ~ '[[:alpha:]]' $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_words_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO product_search_word (word)
      SELECT DISTINCT w FROM new_rows, shop_search_words(new_rows.search_text) AS w ORDER BY w
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION shop_product_words_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$ BEGIN
    INSERT INTO product_search_word (word)
      SELECT w FROM shop_search_words(NEW.search_text) AS w ORDER BY w
      ON CONFLICT DO NOTHING;
    RETURN NULL;
  END $$;--> statement-breakpoint
CREATE TRIGGER product_search_words_inserted AFTER INSERT ON "product"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION shop_product_words_inserted();--> statement-breakpoint
-- Only a change of the searched text (stock and price updates do not fire it).
CREATE TRIGGER product_search_words_changed AFTER UPDATE OF name, part_number, brand, compatible_models ON "product"
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text) EXECUTE FUNCTION shop_product_words_changed();--> statement-breakpoint
INSERT INTO product_search_word (word)
  SELECT DISTINCT w FROM product, shop_search_words(product.search_text) AS w ORDER BY w
  ON CONFLICT DO NOTHING;
