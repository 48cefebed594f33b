ALTER TABLE "payment" ALTER COLUMN "provider_intent_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ALTER COLUMN "client_secret" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment" ADD COLUMN "idempotency_key" text;