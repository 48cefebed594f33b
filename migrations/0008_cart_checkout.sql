CREATE TABLE "order_line" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"product_img" text DEFAULT '' NOT NULL,
	"category" text DEFAULT 'other' NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_cents" integer GENERATED ALWAYS AS (unit_price_cents * quantity) STORED,
	CONSTRAINT "order_line_position_unique" UNIQUE("order_id","position"),
	CONSTRAINT "order_line_quantity_positive" CHECK ("order_line"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "cart_item" (
	"user_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_item_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "cart_item_quantity_positive" CHECK ("cart_item"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "address" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"country" text NOT NULL,
	"phone" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_option" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"price_cents" integer NOT NULL,
	"free_over_cents" integer,
	"days" integer NOT NULL,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"batteries" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_option_price_non_negative" CHECK ("shipping_option"."price_cents" >= 0),
	CONSTRAINT "shipping_option_free_over_non_negative" CHECK ("shipping_option"."free_over_cents" IS NULL OR "shipping_option"."free_over_cents" >= 0),
	CONSTRAINT "shipping_option_days_non_negative" CHECK ("shipping_option"."days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "tax_rate" (
	"country" text PRIMARY KEY NOT NULL,
	"rate_basis_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rate_range" CHECK ("tax_rate"."rate_basis_points" BETWEEN 0 AND 5000)
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "subtotal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "tax_rate_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_option_id" uuid;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_option_name" text;--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "shipping_days" integer;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_product_id_idx" ON "order_line" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "address_user_id_idx" ON "address" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_one_default_idx" ON "address" USING btree ("user_id") WHERE "address"."is_default";--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_shipping_option_id_shipping_option_id_fk" FOREIGN KEY ("shipping_option_id") REFERENCES "public"."shipping_option"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Every order placed before carts had one product: it becomes the order's one line, and its total its subtotal.
INSERT INTO "order_line" ("order_id", "position", "product_id", "product_name", "product_img", "category", "unit_price_cents", "quantity")
SELECT o."id", 0, o."product_id", o."product_name", o."product_img", COALESCE(p."category", 'other'), o."unit_price_cents", o."quantity"
FROM "order" o LEFT JOIN "product" p ON p."id" = o."product_id";--> statement-breakpoint
UPDATE "order" SET "subtotal_cents" = "total_cents";
