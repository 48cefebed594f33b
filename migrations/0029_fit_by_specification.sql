ALTER TABLE "laptop_model" ADD COLUMN "spec" jsonb;--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "product_attributes_gin_idx" ON "product" USING gin ("attributes" jsonb_path_ops);