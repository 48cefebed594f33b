ALTER TABLE "order" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "return_request" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "guest_link_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "order_guest_email_idx" ON "order" USING btree (lower("customer_email")) WHERE "order"."user_id" IS NULL;