-- Orders keep their products in order_line only (0008 copied them there).
ALTER TABLE "order" DROP CONSTRAINT "order_quantity_positive";--> statement-breakpoint
ALTER TABLE "order" DROP CONSTRAINT "order_product_id_product_id_fk";
--> statement-breakpoint
DROP INDEX "order_product_id_idx";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "product_id";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "product_name";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "product_img";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "unit_price_cents";--> statement-breakpoint
ALTER TABLE "order" DROP COLUMN "quantity";