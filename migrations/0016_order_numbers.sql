CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
DROP INDEX "return_request_order_id_idx";--> statement-breakpoint
ALTER TABLE "order" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Orders placed before numbers existed get theirs in the order they were placed (the year they were placed in).
UPDATE "order" SET "order_number" = 'PH-' || to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY') || '-' || regexp_replace(to_char(o.n, 'FM000000000000'), '^0{0,6}', '')
FROM (SELECT id, created_at, row_number() OVER (ORDER BY created_at, id) AS n FROM "order") AS o WHERE o.id = "order".id;--> statement-breakpoint
SELECT setval('order_number_seq', greatest(count(*), 1), count(*) > 0) FROM "order";--> statement-breakpoint
ALTER TABLE "order" ALTER COLUMN "order_number" SET DEFAULT ('PH-' || to_char(now() AT TIME ZONE 'UTC', 'YYYY') || '-' || regexp_replace(to_char(nextval('order_number_seq'), 'FM000000000000'), '^0{0,6}', ''));--> statement-breakpoint
ALTER TABLE "order" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "number" integer;--> statement-breakpoint
ALTER TABLE "return_request" ADD COLUMN "order_number" text;--> statement-breakpoint
-- Returns are numbered within their order, oldest first, and carry their order's number.
UPDATE "return_request" SET "number" = r.n, "order_number" = r.order_number
FROM (SELECT rr.id, o.order_number, row_number() OVER (PARTITION BY rr.order_id ORDER BY rr.created_at, rr.id) AS n
      FROM "return_request" rr JOIN "order" o ON o.id = rr.order_id) AS r WHERE r.id = "return_request".id;--> statement-breakpoint
ALTER TABLE "return_request" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "return_request" ALTER COLUMN "order_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order" ADD CONSTRAINT "order_number_unique" UNIQUE("order_number");--> statement-breakpoint
ALTER TABLE "return_request" ADD CONSTRAINT "return_request_order_number_unique" UNIQUE("order_id","number");
