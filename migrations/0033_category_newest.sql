-- A fitment row carries its product's category, kept equal to it by a foreign key on both columns
-- that cascades a change of category; a laptop's listed parts of one category are one index range.
ALTER TABLE "product" ADD CONSTRAINT "product_id_category_unique" UNIQUE("id","category");--> statement-breakpoint
ALTER TABLE "product_fitment" ADD COLUMN "category" text;--> statement-breakpoint
UPDATE "product_fitment" f SET "category" = p."category" FROM "product" p WHERE p."id" = f."product_id";--> statement-breakpoint
ALTER TABLE "product_fitment" ALTER COLUMN "category" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_product_category_fk" FOREIGN KEY ("product_id","category") REFERENCES "public"."product"("id","category") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "product_fitment" DROP CONSTRAINT "product_fitment_product_id_product_id_fk";--> statement-breakpoint
DROP INDEX "product_fitment_laptop_idx";--> statement-breakpoint
CREATE INDEX "product_fitment_laptop_idx" ON "product_fitment" USING btree ("laptop_id","category","product_id");--> statement-breakpoint
-- A category's parts on sale, newest first, with what the catalog's filters read (drizzle-kit cannot
-- say INCLUDE, so tables.ts names it in a comment): the page walks it, and the capped count and the
-- facets are index-only scans of it.
CREATE INDEX "product_category_newest_idx" ON "product" USING btree ("category","created_at" DESC,"id" DESC)
  INCLUDE ("attributes","part_number","stock_available") WHERE "archived" = false;--> statement-breakpoint
ANALYZE "product_fitment";--> statement-breakpoint
ANALYZE "product";
