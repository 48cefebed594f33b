CREATE TABLE "low_stock_digest" (
	"day" date PRIMARY KEY NOT NULL,
	"parts" integer NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
CREATE INDEX "product_low_stock_idx" ON "product" USING btree ((stock_available - coalesce(low_stock_threshold, 4))) WHERE "product"."archived" = false;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_low_stock_threshold_non_negative" CHECK ("product"."low_stock_threshold" >= 0);