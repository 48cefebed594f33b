CREATE TABLE "laptop_model" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand" text NOT NULL,
	"family" text DEFAULT '' NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"identifiers" text[] DEFAULT '{}'::text[] NOT NULL,
	"identifiers_norm" text[] DEFAULT '{}'::text[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(brand || ' ' || family || ' ' || model || ' ' || shop_text_array_to_string(identifiers))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "laptop_model_name_unique" UNIQUE("brand","family","model")
);
--> statement-breakpoint
CREATE TABLE "saved_laptop" (
	"user_id" text NOT NULL,
	"laptop_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_laptop_user_id_laptop_id_pk" PRIMARY KEY("user_id","laptop_id")
);
--> statement-breakpoint
CREATE TABLE "product_fitment" (
	"product_id" uuid NOT NULL,
	"laptop_id" uuid NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "product_fitment_product_id_laptop_id_pk" PRIMARY KEY("product_id","laptop_id")
);
--> statement-breakpoint
CREATE TABLE "product_part_number" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"normalized" text GENERATED ALWAYS AS (regexp_replace(upper(number), '[[:space:]._-]', '', 'g')) STORED,
	CONSTRAINT "product_part_number_unique" UNIQUE("product_id","number")
);
--> statement-breakpoint
CREATE TABLE "import_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"dry_run" boolean DEFAULT false NOT NULL,
	"file_name" text DEFAULT '' NOT NULL,
	"csv" text NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"applied" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "sku" text DEFAULT ('PH-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10))) NOT NULL;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "laptop_id" uuid;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "laptop_brand" text;--> statement-breakpoint
ALTER TABLE "order_line" ADD COLUMN "laptop_model" text;--> statement-breakpoint
ALTER TABLE "cart_item" ADD COLUMN "laptop_id" uuid;--> statement-breakpoint
ALTER TABLE "return_line" ADD COLUMN "laptop_model" text;--> statement-breakpoint
ALTER TABLE "return_line" ADD COLUMN "said_fits" boolean;--> statement-breakpoint
ALTER TABLE "saved_laptop" ADD CONSTRAINT "saved_laptop_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_laptop" ADD CONSTRAINT "saved_laptop_laptop_id_laptop_model_id_fk" FOREIGN KEY ("laptop_id") REFERENCES "public"."laptop_model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_fitment" ADD CONSTRAINT "product_fitment_laptop_id_laptop_model_id_fk" FOREIGN KEY ("laptop_id") REFERENCES "public"."laptop_model"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_part_number" ADD CONSTRAINT "product_part_number_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "laptop_model_search_trgm_idx" ON "laptop_model" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "laptop_model_identifiers_idx" ON "laptop_model" USING gin ("identifiers_norm");--> statement-breakpoint
CREATE INDEX "product_fitment_laptop_idx" ON "product_fitment" USING btree ("laptop_id","product_id");--> statement-breakpoint
CREATE INDEX "product_part_number_normalized_idx" ON "product_part_number" USING btree ("normalized");--> statement-breakpoint
CREATE INDEX "import_job_status_idx" ON "import_job" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_laptop_id_laptop_model_id_fk" FOREIGN KEY ("laptop_id") REFERENCES "public"."laptop_model"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_item" ADD CONSTRAINT "cart_item_laptop_id_laptop_model_id_fk" FOREIGN KEY ("laptop_id") REFERENCES "public"."laptop_model"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_sku_unique" UNIQUE("sku");