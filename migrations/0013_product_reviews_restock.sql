CREATE TABLE "product_review_helpful" (
	"review_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_helpful_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "product_review" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"order_id" uuid,
	"rating" smallint NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"laptop_id" uuid,
	"laptop_brand" text,
	"laptop_model" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"hidden_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_review_one_per_customer" UNIQUE("product_id","user_id"),
	CONSTRAINT "product_review_rating_range" CHECK ("product_review"."rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE TABLE "restock_alert" (
	"product_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "restock_alert_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "rating_average" numeric(3, 2) GENERATED ALWAYS AS (CASE WHEN rating_count > 0 THEN round(rating_sum::numeric / rating_count, 2) END) STORED;--> statement-breakpoint
ALTER TABLE "product_review_helpful" ADD CONSTRAINT "product_review_helpful_review_id_product_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_helpful" ADD CONSTRAINT "product_review_helpful_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review" ADD CONSTRAINT "product_review_laptop_id_laptop_model_id_fk" FOREIGN KEY ("laptop_id") REFERENCES "public"."laptop_model"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alert" ADD CONSTRAINT "restock_alert_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alert" ADD CONSTRAINT "restock_alert_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_review_helpful_user_idx" ON "product_review_helpful" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_review_product_newest_idx" ON "product_review" USING btree ("product_id","hidden","created_at");--> statement-breakpoint
CREATE INDEX "product_review_product_helpful_idx" ON "product_review" USING btree ("product_id","hidden","helpful_count");--> statement-breakpoint
CREATE INDEX "product_review_created_at_idx" ON "product_review" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_review_user_id_idx" ON "product_review" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restock_alert_user_idx" ON "restock_alert" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_rating_idx" ON "product" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC,"id" DESC);--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_rating_consistent" CHECK ("product"."rating_count" >= 0 AND "product"."rating_sum" BETWEEN "product"."rating_count" AND 5 * "product"."rating_count");