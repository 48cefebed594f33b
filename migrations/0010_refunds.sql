CREATE TABLE "refund" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"payment_id" uuid,
	"provider" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"idempotency_key" text NOT NULL,
	"failure_message" text,
	"actor_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "refund_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refund_amount_positive" CHECK ("refund"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_order_id_idx" ON "refund" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_refunded_within_total" CHECK ("order"."refunded_cents" BETWEEN 0 AND "order"."total_cents");