ALTER TABLE "product" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || part_number || ' ' || brand || ' ' || shop_text_array_to_string(compatible_models))) STORED;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "models_text" text GENERATED ALWAYS AS (lower(shop_text_array_to_string(compatible_models))) STORED;--> statement-breakpoint
CREATE INDEX "product_price_idx" ON "product" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "product_search_trgm_idx" ON "product" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_models_trgm_idx" ON "product" USING gin ("models_text" gin_trgm_ops);