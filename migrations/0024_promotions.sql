CREATE TABLE "promotion_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_use" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"promotion_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"user_id" text,
	"customer_email" text NOT NULL,
	"discount_cents" integer NOT NULL,
	"order_total_cents" integer NOT NULL,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"label" text NOT NULL,
	"code" text,
	"kind" text NOT NULL,
	"percent_basis_points" integer,
	"amount_cents" integer,
	"min_subtotal_cents" integer,
	"min_quantity" integer,
	"product_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_order_only" boolean DEFAULT false NOT NULL,
	"customer_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"usage_limit_per_customer" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_uses_within_limit" CHECK ("promotion"."uses" >= 0 AND ("promotion"."usage_limit" IS NULL OR "promotion"."uses" <= "promotion"."usage_limit")),
	CONSTRAINT "promotion_value_fits_kind" CHECK (("promotion"."kind" = 'percentage' AND "promotion"."percent_basis_points" BETWEEN 1 AND 10000 AND "promotion"."amount_cents" IS NULL)
       OR ("promotion"."kind" = 'fixed' AND "promotion"."amount_cents" > 0 AND "promotion"."percent_basis_points" IS NULL)
       OR ("promotion"."kind" = 'free_shipping' AND "promotion"."amount_cents" IS NULL AND "promotion"."percent_basis_points" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "discounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "return_line" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_use" ADD CONSTRAINT "promotion_use_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_use" ADD CONSTRAINT "promotion_use_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_use" ADD CONSTRAINT "promotion_use_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_use_order_unique" ON "promotion_use" USING btree ("promotion_id","order_id");--> statement-breakpoint
CREATE INDEX "promotion_use_order_idx" ON "promotion_use" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promotion_use_customer_idx" ON "promotion_use" USING btree ("promotion_id","customer_email") WHERE "promotion_use"."released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_code_unique" ON "promotion" USING btree (lower("code"));--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_discount_within_total" CHECK ("order_line"."discount_cents" BETWEEN 0 AND "order_line"."unit_price_cents" * "order_line"."quantity");--> statement-breakpoint
INSERT INTO "promotion_clock" ("id", "checked_until") VALUES (1, now());
