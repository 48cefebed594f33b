CREATE TABLE "staff_role" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_role_name_unique" UNIQUE("name")
);
--> statement-breakpoint
-- The first admin becomes the shop's owner (issue 29): the earliest made of today's admins.
UPDATE "user" SET "role" = 'owner' WHERE "id" = (SELECT "id" FROM "user" WHERE "role" = 'admin' ORDER BY "created_at", "id" LIMIT 1);
