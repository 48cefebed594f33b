CREATE TABLE "gift_card_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_entry_amount_nonzero" CHECK ("gift_card_entry"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "gift_card" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"last4" text NOT NULL,
	"initial_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone,
	"recipient_email" text,
	"message" text,
	"source" text NOT NULL,
	"order_id" uuid,
	"order_line_id" uuid,
	"unit_index" integer,
	"issued_by" text,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_card_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_card_initial_positive" CHECK ("gift_card"."initial_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "store_credit_entry" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" uuid,
	"refund_id" uuid,
	"note" text DEFAULT '' NOT NULL,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_credit_entry_amount_nonzero" CHECK ("store_credit_entry"."amount_cents" <> 0)
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "gift_cards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "gift_card_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "card_cents" integer;--> statement-breakpoint
UPDATE "refund" SET "card_cents" = "amount_cents";--> statement-breakpoint
ALTER TABLE "refund" ALTER COLUMN "card_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "gift_cards" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "store_credit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD COLUMN "refund_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "refund_to" text DEFAULT 'original' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_entry" ADD CONSTRAINT "gift_card_entry_gift_card_id_gift_card_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_card"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_entry" ADD CONSTRAINT "gift_card_entry_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card" ADD CONSTRAINT "gift_card_issued_by_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entry" ADD CONSTRAINT "store_credit_entry_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entry" ADD CONSTRAINT "store_credit_entry_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_credit_entry" ADD CONSTRAINT "store_credit_entry_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_card_entry_card_idx" ON "gift_card_entry" USING btree ("gift_card_id");--> statement-breakpoint
CREATE INDEX "gift_card_entry_order_idx" ON "gift_card_entry" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_entry_once_per_order" ON "gift_card_entry" USING btree ("gift_card_id","order_id","kind") WHERE "gift_card_entry"."kind" IN ('redeemed', 'released');--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_entry_once_per_refund" ON "gift_card_entry" USING btree ("gift_card_id","refund_id") WHERE "gift_card_entry"."refund_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_sold_unit_unique" ON "gift_card" USING btree ("order_line_id","unit_index");--> statement-breakpoint
CREATE INDEX "gift_card_order_id_idx" ON "gift_card" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "gift_card_created_at_idx" ON "gift_card" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "store_credit_entry_user_idx" ON "store_credit_entry" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entry_once_per_order" ON "store_credit_entry" USING btree ("order_id","kind") WHERE "store_credit_entry"."kind" IN ('used', 'released');--> statement-breakpoint
CREATE UNIQUE INDEX "store_credit_entry_once_per_refund" ON "store_credit_entry" USING btree ("refund_id") WHERE "store_credit_entry"."refund_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_tenders_within_total" CHECK ("order"."gift_card_cents" >= 0 AND "order"."store_credit_cents" >= 0 AND "order"."gift_card_cents" + "order"."store_credit_cents" <= "order"."total_cents");--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_parts_within_amount" CHECK ("refund"."card_cents" >= 0 AND "refund"."store_credit_cents" >= 0 AND "refund"."card_cents" + "refund"."store_credit_cents" <= "refund"."amount_cents");