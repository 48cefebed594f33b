ALTER TABLE "order" ADD COLUMN "exchange_for_return_id" uuid;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "exchange_for_return_number" integer;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "exchange_for_order_number" text;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_product_id" uuid;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_product_name" text;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_product_img" text;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_category" text;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_unit_price_cents" integer;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_quantity" integer;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_order_id" uuid;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_status" text;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "exchange_difference_cents" integer;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_exchange_order_id_order_id_fk" FOREIGN KEY ("exchange_order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_status_known" CHECK ("return_request"."status" IN ('requested', 'approved', 'rejected', 'received', 'refunded', 'exchanged'));--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_exchange_whole" CHECK (("return_request"."exchange_product_id" IS NULL) = ("return_request"."exchange_status" IS NULL) AND ("return_request"."exchange_product_id" IS NULL) = ("return_request"."exchange_unit_price_cents" IS NULL));